import type { Locale } from "#app/content/locales.ts";
import { useLocale } from "#app/i18n/use-i18n.ts";

/**
 * Declares the texts of a part of the interface that the home page never shows, loaded apart
 * from the language packs (i18n/pack.ts). Every page loads its language's pack, so the home
 * page's JavaScript budget pays for everything in it; these texts come instead with the code of
 * the pages that show them. Each part has its texts in `messages/<language>/<part>.ts` and one
 * module, `i18n/<part>-texts.ts`:
 *
 *     export const [batchTexts, useBatchTexts] = textsApart<BatchTexts>({ en, mr });
 *
 * `batchTexts` holds every language's (for `meta` functions and pure logic), `useBatchTexts()`
 * gives the page's. Both languages come along (a few kB): a page's language is known only when
 * it runs. Build steps in plain Node import `messages/<language>/<part>.ts` directly.
 */
export function textsApart<T>(texts: Readonly<Record<Locale, T>>) {
  const useTexts = (): T => texts[useLocale()];
  return [texts, useTexts] as const;
}
