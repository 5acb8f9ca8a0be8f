/**
 * V8's explicit compile hint: a script that begins with this comment has all its functions
 * compiled on the background thread that streams it, instead of each on the main thread at its
 * first call (Chrome 136+; other engines read a comment). Documented at
 * https://v8.dev/blog/explicit-compile-hints.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk groups every page runs as it starts (vite.config.ts, app-chunks.ts). */
const STARTUP_GROUPS = new Set(["framework", "framework-router", "shell"]);

/**
 * The banner of a chunk (rolldown's `output.postBanner`, written after minification): the
 * compile hint on what a page runs as it starts, the entries (the app's entry and each route
 * module) and the groups every page loads, so that React's and the router's functions are
 * compiled before hydration and before the visitor's first tap calls them. Not on a chunk
 * fetched later (a dialog, the curriculum's tabs, a language's texts): compiled whole, it would
 * cost its time even where the visitor never opens it.
 */
export function compileHint(chunk: { name: string; isEntry: boolean }) {
  return chunk.isEntry || STARTUP_GROUPS.has(chunk.name) ? COMPILE_HINT : "";
}
