import type { ShellContent } from "#app/content/collections.ts";
import { type Locale, localeCodes, localeOf } from "#app/content/locales.ts";
import type { Messages } from "#app/i18n/messages/en.ts";

/**
 * What every page of one language needs besides its own content: the interface texts and the
 * shell (header menu, footer, the institute's details). Each language's pack is a chunk of its
 * own (`packs/<code>.ts` → `<code>-<hash>.js`) that a page loads before the app starts, and only
 * its own: an English page never downloads Marathi and a Marathi page never downloads English,
 * so the home page's JavaScript budget holds in both. The prerender (server build) and the unit
 * tests load every pack. Switching language reloads the page (the switch is a document link), so
 * a page never needs a pack it has not loaded. What the shell holds is declared with the
 * collections (app/content/collections.ts, `browser: "shell"`).
 */
export type Shell = ShellContent;
export type LanguagePack = { messages: Messages; shell: Shell };

const loaders = import.meta.glob<{ pack: LanguagePack }>("./packs/*.ts");
// The editor's preview at /admin (scripts/content/editor/preview/) shows either language.
const loadAll =
  import.meta.env.SSR ||
  import.meta.env.MODE === "test" ||
  import.meta.env.MODE === "editor-preview";
const pageLocale =
  typeof window === "undefined" ? "en" : localeOf(window.location.pathname);

const packs: Partial<Record<Locale, LanguagePack>> = Object.fromEntries(
  await Promise.all(
    (loadAll ? localeCodes : [pageLocale]).map(async (code) => {
      const load = loaders[`./packs/${code}.ts`];
      if (!load) throw new Error(`No language pack for "${code}"`);
      return [code, (await load()).pack] as const;
    }),
  ),
);

/** The pack of a language; the page's own when that one is not loaded here. */
export function packOf(locale: Locale): LanguagePack {
  return (packs[locale] ?? packs[pageLocale])!;
}
