// Rewrites a prerendered page so that its first paint needs the HTML alone: the stylesheet is
// inlined, no script or module preload is requested before the first paint, and the app starts
// loading once the page has loaded (Lighthouse counts every request made before the largest
// paint; a tap before the app has loaded still follows the plain links).

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
// React, React DOM and React Router: the `framework` chunk of vite.config.ts, run on its own first.
const FRAMEWORK_CHUNK = /\/framework-[\w-]+\.js$/;
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
 * `modulepreload` links named (fetched and compiled in parallel, as they would have been), and
 * runs them in stages, each in a task of its own: the framework, the client manifest, each
 * route module, then the entry, which hydrates. Run all at once, they were one task that a
 * phone's CPU feels as 100 ms of blocking. It stays an inline module script (so hydration meets
 * the element React Router renders); its new text gets its CSP hash afterwards. Use it before
 * the preload links are dropped.
 */
export function appStartAfterLoad(html: string): string {
  const found = APP_SCRIPT.exec(html);
  if (!found) return html;
  const code = found[1]!;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const stages: { name: string | null; url: string }[] = preloads
    .filter((url) => FRAMEWORK_CHUNK.test(url))
    .map((url) => ({ name: null, url }));
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
  if (/^\s*import\s/m.test(rest))
    throw new Error(`appStartAfterLoad: an import it cannot defer:\n${code}`);
  const start =
    `const chunks = ${JSON.stringify(preloads)};\n` +
    // A module, once it has run, and the rest of the start in a later task.
    `const stage = (url) => import(url).then((module) => new Promise((done) => setTimeout(() => done(module))));\n` +
    `const start = async () => {\n` +
    `for (const href of chunks) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
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

/**
 * The client manifest lists the root stylesheet, and React Router's <Links> would render it
 * while hydrating; the page already has it inline, so the list is emptied (an extra <style> in
 * the head is fine for hydration, a missing <link> is not).
 */
export function manifestWithoutCss(js: string): string {
  return js.replace(/"css":\["[^\]]*\]/g, '"css":[]');
}
