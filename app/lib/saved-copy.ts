/**
 * A page the service worker answers from the device's copy (no connection, or none within its
 * timeout) says so, with the day it was fetched: its seats may have changed since. The worker
 * marks such a copy (`markSavedCopy`, a plugin of its page rules, scripts/build/service-worker.ts)
 * and the page reads the mark (`savedCopyDay`). A page from the network never has it.
 */
import { type IsoDay, toIsoDay } from "#app/lib/dates.ts";

/** The name of the mark: `<meta name="saved-copy" content="<when it was fetched>">`. */
export const SAVED_COPY = "saved-copy";

/**
 * Workbox's `cachedResponseWillBeUsed`: a cached page is marked with its `Date` header (when
 * the host answered it; empty when it did not say) before the browser gets it. Anything that
 * is not a page passes as it is. The worker gets this function's source, so it names nothing
 * from outside itself (the mark's name written out).
 */
export const markSavedCopy = async ({
  cachedResponse,
}: {
  cachedResponse?: Response | null;
}): Promise<Response | null | undefined> => {
  if (
    !cachedResponse ||
    !(cachedResponse.headers.get("Content-Type") ?? "").includes("text/html")
  )
    return cachedResponse;
  const fetched = new Date(cachedResponse.headers.get("Date") ?? "");
  const when = Number.isNaN(fetched.getTime()) ? "" : fetched.toISOString();
  const html = await cachedResponse.text();
  const headers = new Headers(cachedResponse.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(
    html.replace(
      "</head>",
      `<meta name="saved-copy" content="${when}"></head>`,
    ),
    { status: cachedResponse.status, headers },
  );
};

/**
 * The day (in the institute's time zone) a marked page was fetched: its mark's content, or
 * null for a page without the mark; "" for a mark without a readable time.
 */
export function savedCopyDay(mark: string | null | undefined): IsoDay | null {
  if (mark == null) return null;
  const fetched = new Date(mark);
  return mark && !Number.isNaN(fetched.getTime()) ? toIsoDay(fetched) : "";
}
