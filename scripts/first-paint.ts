// Rewrites a prerendered page so that its first paint needs the HTML alone: the stylesheet is
// inlined, no script or module preload is requested before the first paint, and the app starts
// loading once the page has loaded (Lighthouse counts every request made before the largest
// paint; a tap before the app has loaded still follows the plain links).

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
// `import … from "./x.js"` and `import "./x.js"` in a built chunk (not `import("./x.js")`).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g;
const APP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Replaces each `<link rel="stylesheet">` with a `<style>` holding the file's text. */
export function inlineStylesheets(
  html: string,
  read: (href: string) => string,
): string {
  return html.replace(STYLESHEET, (_, href: string) => {
    const css = read(href);
    if (css.includes("</style")) throw new Error(`${href} contains </style`);
    return `<style>${css.trim()}</style>`;
  });
}

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/**
 * React Router's module script imports the route modules, then the client entry, at once.
 * This rewrites it to do the same once the page has loaded and its largest picture is painted,
 * so no script is requested before the largest paint. Then it preloads every module the page's
 * `modulepreload` links named, one link per task (fetched and compiled in parallel, as they
 * would have been), and runs them in stages, each in a task of its own: the client manifest,
 * each chunk after the chunks it imports (`importsOf`), the route modules, then the entry,
 * which hydrates. Run all at once, they were one task that a phone's CPU feels as 100 ms of
 * blocking. It stays an inline module script (so hydration meets the element React Router
 * renders); its new text gets its CSP hash afterwards. Use it before the preload links are
 * dropped.
 */
export function appStartAfterLoad(
  html: string,
  importsOf: (url: string) => string[],
): string {
  const found = APP_SCRIPT.exec(html);
  if (!found) return html;
  const code = found[1]!;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const stages: { name: string | null; url: string }[] = [];
  const rest = code
    .replace(/^import "([^"]+)";\s*$/gm, (_, url: string) => {
      stages.push({ name: null, url });
      return "";
    })
    .replace(
      /^import \* as (\w+) from "([^"]+)";\s*$/gm,
      (_, name: string, url: string) => {
        stages.push({ name, url });
        return "";
      },
    )
    .trim();
  // After the client manifest, every other chunk on its own, each after the chunks it imports,
  // so that each stage evaluates one chunk; the route modules and the entry (which hydrates
  // as it runs) keep their places.
  const named = new Set(
    [...code.matchAll(/"(\/[^"]+\.js)"/g)].map((m) => m[1]!),
  );
  const firstRoute = stages.findIndex((stage) => stage.name !== null);
  stages.splice(
    firstRoute === -1 ? stages.length : firstRoute,
    0,
    ...dependenciesFirst(
      preloads.filter((url) => !named.has(url)),
      importsOf,
    ).map((url) => ({ name: null, url })),
  );
  if (/^\s*import\s/m.test(rest))
    throw new Error(`appStartAfterLoad: an import it cannot defer:\n${code}`);
  const start =
    `const chunks = ${JSON.stringify(preloads)};\n` +
    `const nextTask = () => new Promise((done) => setTimeout(done));\n` +
    // A module, once it has run, and the rest of the start in a later task.
    `const stage = (url) => import(url).then(async (module) => (await nextTask(), module));\n` +
    `const start = async () => {\n` +
    // Each link starts a request, which costs the main thread 1–3 ms on a phone's CPU (all 29
    // at once were one 20–30 ms task here): one per task.
    `for (const href of chunks) {\n` +
    `document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `await nextTask();\n` +
    `}\n` +
    stages
      .map(
        (stage, n) =>
          `const ${stage.name ?? `_${n}`} = await stage(${JSON.stringify(stage.url)});\n`,
      )
      .join("") +
    `${rest}\n};\n` +
    // After the load event, the high-priority picture decoded and one more frame painted.
    `const ready = () => Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map((img) => img.decode().catch(() => {})))` +
    `.then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))).then(start);\n` +
    `if (document.readyState === "complete") ready();\n` +
    `else addEventListener("load", ready, { once: true });`;
  return html.replace(
    APP_SCRIPT,
    () => `<script type="module" async="">${start}</script>`,
  );
}

/** The chunks a built chunk at `url` imports statically, as absolute paths. */
export function staticImports(js: string, url: string): string[] {
  return [...js.matchAll(STATIC_IMPORT)].map(
    (m) => new URL(m[1]!, `http://build${url}`).pathname,
  );
}

/** `urls` ordered so that each comes after those of them it imports (directly or not). */
export function dependenciesFirst(
  urls: string[],
  importsOf: (url: string) => string[],
): string[] {
  const wanted = new Set(urls);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url) || !wanted.has(url)) return;
    seen.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    ordered.push(url);
  };
  for (const url of urls) visit(url);
  return ordered;
}

/**
 * The client manifest lists the root stylesheet, and React Router's <Links> would render it
 * while hydrating; the page already has it inline, so the list is emptied (an extra <style> in
 * the head is fine for hydration, a missing <link> is not).
 */
export function manifestWithoutCss(js: string): string {
  return js.replace(/"css":\["[^\]]*\]/g, '"css":[]');
}
