import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

const STORAGE_KEY = "react-router-scroll-positions";

/**
 * React Router's scroll restoration, with its inline script made safe where the browser blocks
 * site storage: React Router's own script touches sessionStorage again in its `catch`, which
 * throws an uncaught SecurityError on every page load. This one gives up quietly instead, and
 * reads storage only for a history entry it has seen before (a new entry has no position yet,
 * and the first read of sessionStorage costs a phone a few milliseconds before the first paint).
 * post-build hashes it for the Content-Security-Policy like every inline script.
 */
const restoreScroll = `(function (storageKey) {
  if (!window.history.state || !window.history.state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    var storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[window.history.state.key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    try {
      sessionStorage.removeItem(storageKey);
    } catch (blocked) {}
  }
})(${JSON.stringify(STORAGE_KEY)})`;

export function ScrollRestoration() {
  // The hook already guards every use of sessionStorage.
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: restoreScroll }}
    />
  );
}
