import { type Locale, localeCodes, localeOf } from "#app/content/locales.ts";
import { useLocale } from "#app/i18n/use-i18n.ts";

/**
 * The texts of one part of the interface (the enquiries, a course, the fees, …), each language's
 * in `messages/<language>/<part>.ts`. A part is placed by what it is, never by which page shows
 * it: whatever code shows a part imports its module, `i18n/<part>-texts.ts`,
 *
 *     export const [batchTexts, useBatchTexts] = await partTexts<BatchTexts>(
 *       import.meta.glob("./messages/*\/batches.ts", { import: "batches" }),
 *     );
 *
 * and a page loads only the parts it shows, in its own language only: the glob makes each
 * language's file a chunk of its own (`<language>-<part>-<hash>.js`, vite.config.ts), and this
 * loads the page's, as the language packs are loaded (i18n/pack.ts). A new part on any page,
 * the home page too, costs that page its own texts and nothing else. `batchTexts` holds the
 * loaded languages (for `meta` functions and pure logic: every one at build time and in the
 * tests, the page's in the browser, which a language switch reloads); `useBatchTexts()` gives
 * the page's. Build steps in plain Node import `messages/<language>/<part>.ts` directly.
 */
export async function partTexts<T>(
  files: Record<string, () => Promise<unknown>>,
) {
  const loadAll =
    import.meta.env.SSR ||
    import.meta.env.MODE === "test" ||
    import.meta.env.MODE === "editor-preview";
  const pageLocale =
    typeof window === "undefined" ? "en" : localeOf(window.location.pathname);
  const wanted = loadAll ? localeCodes : [pageLocale];
  const loaded = new Map<Locale, T>();
  await Promise.all(
    Object.entries(files).map(async ([file, load]) => {
      const code = localeCodes.find((c) => file.includes(`/messages/${c}/`));
      if (code && wanted.includes(code)) loaded.set(code, (await load()) as T);
    }),
  );
  const own = loaded.get(pageLocale);
  if (!own)
    throw new Error(
      `No texts in "${pageLocale}" among ${Object.keys(files).join(", ")}`,
    );
  // A language not loaded here answers with the page's, as packOf does (i18n/pack.ts).
  const texts = Object.fromEntries(
    localeCodes.map((code) => [code, loaded.get(code) ?? own]),
  ) as Record<Locale, T>;
  const useTexts = (): T => texts[useLocale()];
  return [texts, useTexts] as const;
}
