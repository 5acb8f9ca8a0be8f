/**
 * How an open tab learns that the site was deployed again (docs/decisions/019-new-version.md).
 * The build writes `/version.json` with the id of its client manifest (React Router's
 * `version`, a hash of every route module's file name, which a content edit changes); each page
 * carries its own id in `window.__reactRouterManifest`. The glue is version-watch.ts.
 */

/** Where the live build's id is, served `no-cache` by every host. */
export const VERSION_FILE = "/version.json";

/** What the version file holds: `{ "version": "<id>" }`. */
export function versionFileText(version: string): string {
  return `${JSON.stringify({ version })}\n`;
}

/**
 * What an answer of the version file says about a page of build `own`: "new" only when both
 * ids are known and differ; "unknown" for anything unreadable (a missing file, an error page,
 * another shape), which never turns a tap into a page load.
 */
export function compareVersion(
  own: unknown,
  answer: unknown,
): "new" | "same" | "unknown" {
  const live =
    typeof answer === "object" && answer !== null && "version" in answer
      ? answer.version
      : undefined;
  if (typeof own !== "string" || !own || typeof live !== "string" || !live)
    return "unknown";
  return live === own ? "same" : "new";
}

/**
 * At most one check per `everyMs`: `take(now)` says whether one is due at `now` and, if so,
 * counts it as made. `reset()` makes the next one due at once (another worker took the page).
 */
export function createThrottle(everyMs: number, last = -Infinity) {
  return {
    take(now: number): boolean {
      if (now - last < everyMs) return false;
      last = now;
      return true;
    },
    reset() {
      last = -Infinity;
    },
  };
}

/** The parts of a click and its link that decide whether the app would handle it. */
export type LinkClick = {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  link: {
    href: string;
    target: string;
    hasAttribute(name: string): boolean;
  } | null;
};

/**
 * The address of a click that React Router turns into a move without a page load (its Link
 * marks those `data-discover`), on this site, in this language, to another page; null for
 * anything the browser handles itself (a new tab, a download, a jump within the page, the
 * language switch, which always loads the page).
 */
export function appNavigation(click: LinkClick, here: URL): URL | null {
  const { link } = click;
  if (
    !link ||
    click.button !== 0 ||
    click.altKey ||
    click.ctrlKey ||
    click.metaKey ||
    click.shiftKey ||
    !link.hasAttribute("data-discover") ||
    link.hasAttribute("hreflang") ||
    link.hasAttribute("download") ||
    (link.target && link.target !== "_self")
  )
    return null;
  const to = new URL(link.href, here);
  if (to.origin !== here.origin) return null;
  if (to.pathname === here.pathname && to.search === here.search && to.hash)
    return null;
  return to;
}
