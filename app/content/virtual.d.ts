// The content as the pages get it, checked and prepared by the build (scripts/build/vite/content.ts).
// The types come from the collections' declaration (app/content/collections.ts): a collection
// added there is typed here with nothing to write.

/** Each language's loaders of the collections routes ask for (app/i18n/content-loader.ts). */
declare module "virtual:content/pages" {
  import type { SitePageLoaders } from "#app/content/collections.ts";
  export const pageLoaders: SitePageLoaders;
}

/** One language's shell: `virtual:content/shell/en`, `virtual:content/shell/mr` (app/i18n/packs/). */
declare module "virtual:content/shell/*" {
  import type { ShellContent } from "#app/content/collections.ts";
  export const shell: ShellContent;
}
