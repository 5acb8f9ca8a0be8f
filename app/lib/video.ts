/*
 * Addresses of platform videos (SPEC.md §4 'Video dialog'). Content stores the embed address;
 * the dialog needs an autoplaying, privacy-enhanced embed and the platform's watch page.
 */

/** Display names of the video platforms, for the dialog's 'Open on …' link. */
export const VIDEO_PLATFORM_NAMES = { youtube: "YouTube" } as const;

const YOUTUBE_HOSTS = new Set([
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
  "www.youtube.com",
  "youtube.com",
  "m.youtube.com",
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The 11-character video id of a YouTube embed address, or undefined if it is not one. */
export function youtubeVideoId(embedUrl: string): string | undefined {
  const url = parse(embedUrl);
  if (!url || url.protocol !== "https:" || !YOUTUBE_HOSTS.has(url.hostname))
    return undefined;
  const [, kind, id, ...rest] = url.pathname.split("/");
  if (kind !== "embed" || !id || !YOUTUBE_ID.test(id) || rest.length > 0)
    return undefined;
  return id;
}

/** The start offset in seconds an embed address carries (`?start=42`), if any. */
function startSeconds(url: URL): number | undefined {
  const start = Number(url.searchParams.get("start"));
  return Number.isInteger(start) && start > 0 ? start : undefined;
}

/**
 * `https://www.youtube-nocookie.com/embed/ID` → `https://www.youtube.com/watch?v=ID`, keeping a
 * start offset as `t`. Undefined when the address is not a YouTube embed.
 */
export function youtubeWatchUrl(embedUrl: string): string | undefined {
  const id = youtubeVideoId(embedUrl);
  if (!id) return undefined;
  const watch = new URL("https://www.youtube.com/watch");
  watch.searchParams.set("v", id);
  const start = startSeconds(new URL(embedUrl));
  if (start) watch.searchParams.set("t", `${start}s`);
  return watch.href;
}

/**
 * The address the dialog's frame loads: always the privacy-enhanced domain, playing at once,
 * keeping a start offset. Undefined when the address is not a YouTube embed.
 */
export function youtubeAutoplayEmbedUrl(embedUrl: string): string | undefined {
  const id = youtubeVideoId(embedUrl);
  if (!id) return undefined;
  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  embed.searchParams.set("autoplay", "1");
  const start = startSeconds(new URL(embedUrl));
  if (start) embed.searchParams.set("start", String(start));
  return embed.href;
}
