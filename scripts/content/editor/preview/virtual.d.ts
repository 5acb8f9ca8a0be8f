/** The content the build read, for the preview (scripts/build/vite/editor-preview.ts). */
declare module "virtual:editor-preview/content" {
  import type { Entry } from "#scripts/content/check.ts";
  import type { ResolvedImages } from "#scripts/content/editor/preview/entry.ts";

  /** Each collection as parsed, in every language. */
  export const parsed: Record<string, Entry>;
  /** How the build resolved each picture, by kind and `src`. */
  export const resolved: ResolvedImages;
  /** The files under public/videos, as addresses ("/videos/a.mp4"). */
  export const videos: string[];
}
