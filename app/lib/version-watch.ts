import {
  VERSION_ANSWER_FRESH_MS,
  VERSION_CHECK_EVERY_MS,
  VERSION_CHECK_WAIT_MS,
} from "#app/config/constants.ts";
import {
  appNavigation,
  compareVersion,
  createThrottle,
  VERSION_FILE,
} from "#app/lib/new-version.ts";

/*
 * An open tab follows a deploy (docs/decisions/019-new-version.md). It asks the host for the
 * live build's id at every tap that navigates (a deploy may have come a second before it), when
 * the visitor comes back to it or online (at most once per VERSION_CHECK_EVERY_MS), and when
 * another worker takes the page. Nothing happens
 * until the visitor navigates: then, once the id differs, a link or the back button loads the
 * target as a page, from the new build, in place of the app's move. A missing or unreadable
 * answer changes nothing.
 */

type Router = {
  navigate(to: string, options?: { replace?: boolean }): unknown;
};
type Page = Window & {
  __reactRouterManifest?: { version?: string };
  __reactRouterDataRouter?: Router;
};

let isNew = false;
/** The version file is not there (a host without it): asked no more on this page. */
let missing = false;
let asking: Promise<boolean> | null = null;
/** The question a finger-down on a link asked, which its click takes up. */
let tap: { pending: Promise<boolean> | null; at: number } | null = null;
const throttle = createThrottle(VERSION_CHECK_EVERY_MS);
const whenCurrent = new Set<() => void>();

/** Calls `then` whenever a check finds this page's build still live. */
export function onCurrentVersion(then: () => void) {
  whenCurrent.add(then);
  return () => void whenCurrent.delete(then);
}

/** Asks the host now: whether the live build differs from this page's. */
function ask(): Promise<boolean> {
  return fetch(VERSION_FILE, { cache: "no-store" })
    .then((answer) => {
      missing = answer.status === 404;
      return answer.ok ? answer.json() : null;
    })
    .then((answer: unknown) => {
      const said = compareVersion(
        (window as Page).__reactRouterManifest?.version,
        answer,
      );
      if (said === "same") for (const then of whenCurrent) then();
      if (said === "new") {
        isNew = true;
        // The next page's worker: fetched now rather than at that page's idle time.
        void navigator.serviceWorker
          ?.getRegistration()
          .then((r) => r?.update())
          .catch(() => {});
      }
      return isNew;
    })
    .catch(() => false);
}

/**
 * A question in the background (the visitor came back, another worker took the page): at most
 * one under way, and one per VERSION_CHECK_EVERY_MS unless `now`.
 */
function check(now = false): Promise<boolean> | null {
  if (isNew || asking || missing || !navigator.onLine) return null;
  if (now) throttle.reset();
  if (!throttle.take(Date.now())) return null;
  asking = ask().finally(() => (asking = null));
  return asking;
}

/**
 * A tap that navigates asks afresh, whatever was asked before: a deploy may have come a moment
 * ago, and an answer sent before it would say "same". Null: nothing to wait for (offline, or a
 * host without the file).
 */
function askAtTap(): Promise<boolean> | null {
  if (isNew) return Promise.resolve(true);
  if (missing || !navigator.onLine) return null;
  return ask();
}

/** The click's question: the one its own finger-down asked a moment before, or a new one. */
function tapQuestion(): Promise<boolean> | null {
  const taken = tap;
  tap = null;
  if (taken && Date.now() - taken.at < VERSION_ANSWER_FRESH_MS)
    return taken.pending;
  return askAtTap();
}

/** The answer, or "not new" once the tap has waited long enough. */
const answer = (pending: Promise<boolean>) =>
  Promise.race([
    pending,
    new Promise<boolean>((done) =>
      setTimeout(() => done(false), VERSION_CHECK_WAIT_MS),
    ),
  ]);

const here = () => new URL(location.href);

function linkClick(event: MouseEvent) {
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>("a[href]")
      : null;
  // Most taps are on no link: no address to parse then (about 0.7 ms a tap with the CPU
  // slowed 4x, on the finger-down and again on the click).
  return link ? appNavigation({ ...pick(event), link }, here()) : null;
}

const pick = ({ button, altKey, ctrlKey, metaKey, shiftKey }: MouseEvent) => ({
  button,
  altKey,
  ctrlKey,
  metaKey,
  shiftKey,
});

/** A tap on a link starts the check before its click (the finger is still down). */
function onPointerDown(event: PointerEvent) {
  if (linkClick(event)) tap = { pending: askAtTap(), at: Date.now() };
}

/**
 * Runs before React Router's handler (capture, on the window): cancelling the browser's default
 * also cancels the router's move, while the link's own handlers (closing the menu or the
 * drawer) still run.
 */
function onClick(event: MouseEvent) {
  const to = linkClick(event);
  const pending = to ? tapQuestion() : null;
  if (!to || !pending) return;
  event.preventDefault();
  void answer(pending).then((changed) => {
    const router = (window as Page).__reactRouterDataRouter;
    const path = to.pathname + to.search + to.hash;
    if (changed || !router) location.assign(to.href);
    else void router.navigate(path, { replace: to.href === location.href });
  });
}

/** Our own replay of a held back or forward, which the router then handles. */
let replaying = false;

/**
 * Back and forward: the address has already changed, so a new build loads it again. It stands
 * at the back gate (app/root.tsx), whose listener runs before React Router's, which it stops.
 */
function onPopState(event: PopStateEvent) {
  if (replaying) return;
  const pending = askAtTap();
  if (!pending) return;
  event.stopImmediatePropagation();
  void answer(pending).then((changed) => {
    if (changed) return location.reload();
    replaying = true;
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    replaying = false;
  });
}

/**
 * Starts watching, once, after the page has hydrated. A page the service worker answered may be
 * an older build's, so it asks at once; a page from the network is the live one. `setBackGate`
 * puts the watch's handler at the back gate, a popstate listener added before React Router's.
 */
export function watchForNewVersion(
  setBackGate: (gate: (event: PopStateEvent) => void) => void,
) {
  const worker = navigator.serviceWorker;
  if (worker?.controller) check(true);
  else throttle.take(Date.now());
  addEventListener("pointerdown", onPointerDown, true);
  addEventListener("click", onClick, true);
  setBackGate(onPopState);
  addEventListener("online", () => check());
  addEventListener("pageshow", (e) => e.persisted && check(true));
  document.addEventListener(
    "visibilitychange",
    () => document.visibilityState === "visible" && check(),
  );
  // A new worker taking the page means a new build was published.
  worker?.addEventListener("controllerchange", () => check(true));
  // For tests and scripts, as data-hydrated: the watch has started.
  document.documentElement.dataset.versionWatch = "";
}
