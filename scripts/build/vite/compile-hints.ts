/**
 * V8's explicit compile hint: a script that begins with this comment has all its functions
 * compiled on the background thread that streams it, instead of each on the main thread at its
 * first call (Chrome 136+; to other engines it is a comment). Documented at
 * https://v8.dev/blog/explicit-compile-hints.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The banner of each chunk (rolldown's `output.postBanner`, written after minification): the
 * compile hint on what a page runs as it starts, the entries (the app's entry and each route
 * module) and `startupChunks`, the groups every page loads, so that React's and the router's
 * functions are compiled before hydration and before the visitor's first tap calls them. Not on
 * a chunk fetched later (a dialog, the curriculum's tabs, a language's texts): compiled whole,
 * it would cost its time even where the visitor never opens it.
 */
export function compileHints(startupChunks: readonly string[]) {
  const startup = new Set(startupChunks);
  return (chunk: { name: string; isEntry: boolean }) =>
    chunk.isEntry || startup.has(chunk.name) ? COMPILE_HINT : "";
}
