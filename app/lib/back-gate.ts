/*
 * The back and forward buttons' gate, listening from before the app starts. React Router moves
 * on `popstate` with a listener it adds when its router is created, and listeners at the window
 * run in the order they were added (Chromium runs a capture listener there no earlier). The
 * root route module imports this file, so this listener comes first, and whatever stands at the
 * gate (app/lib/version-watch.ts, loaded later) may stop the router's with
 * `stopImmediatePropagation`.
 */
let gate: ((event: PopStateEvent) => void) | undefined;

/** Puts `next` at the gate: it sees every back and forward before React Router does. */
export function setBackGate(next: (event: PopStateEvent) => void) {
  gate = next;
}

if (typeof window !== "undefined")
  addEventListener("popstate", (event) => gate?.(event));
