// Rewrites a prerendered page so that its first paint needs the HTML alone: the stylesheet is
// inlined, no script or module preload is requested before the first paint, and the app starts
// loading once the page has loaded (Lighthouse counts every request made before the largest
// paint; a tap before the app has loaded still follows the plain links).
//
// Everything it needs to know about the build is read as data: the pages through an HTML
// parser (parse5, the one jsdom uses), React Router's module script through a JavaScript
// parser (Vite's own), which chunks a page needs from React Router's client manifest, and
// which chunk imports which from Vite's manifest. The HTML is edited in place at the offsets
// the parser reports, so every byte it does not edit stays as React rendered it. Wherever the
// build and React Router's page disagree it throws, naming the page: a React Router or Vite
// upgrade that changes what it emits stops the build instead of quietly losing the staged start.
import { parseSync } from "vite";
import {
  applyEdits,
  attribute,
  type Edit,
  type Element,
  elementsOf,
  locationOf,
  spanOf,
  textOf,
} from "#scripts/html.ts";

/** The parts of `.vite/manifest.json` read here (Vite's `build.manifest`). */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean }
>;

type RouterRoute = {
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};

/** The parts of React Router's client manifest (`assets/manifest-<version>.js`) read here. */
export type RouterManifest = {
  url: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, RouterRoute>;
};

/** What the start script needs from the build. */
export type Build = {
  router: RouterManifest;
  /** The chunks a chunk at this URL imports statically, as URLs. */
  importsOf: (url: string) => string[];
};

const isLink = (rel: string) => (element: Element) =>
  element.tagName === "link" &&
  (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/).includes(rel);

/** The `href`s of a page's `<link rel="modulepreload">`s, in order. */
export function modulePreloads(html: string): string[] {
  return elementsOf(html)
    .filter(isLink("modulepreload"))
    .map((link) => attribute(link, "href")!);
}

/** Replaces each `<link rel="stylesheet">` with a `<style>` holding the file's text. */
export function inlineStylesheets(
  html: string,
  read: (href: string) => string,
): string {
  const edits = elementsOf(html)
    .filter(isLink("stylesheet"))
    .map((link): Edit => {
      const href = attribute(link, "href")!;
      const css = read(href);
      if (css.includes("</style")) throw new Error(`${href} contains </style`);
      return {
        ...spanOf(link),
        text: `<style>${css.trim()}</style>`,
      };
    });
  return applyEdits(html, edits);
}

export function withoutModulePreloads(html: string): string {
  const edits = elementsOf(html)
    .filter(isLink("modulepreload"))
    .map((link): Edit => ({ ...spanOf(link), text: "" }));
  return applyEdits(html, edits);
}

/** React Router's inline module script: the one that imports the route modules. */
function appScript(html: string): Element | undefined {
  const scripts = elementsOf(html).filter(
    (e) =>
      e.tagName === "script" &&
      attribute(e, "type") === "module" &&
      attribute(e, "src") === undefined,
  );
  if (scripts.length > 1)
    throw new Error(
      `${scripts.length} inline module scripts; React Router writes one`,
    );
  return scripts[0];
}

/**
 * The modules React Router preloads for a page whose matched routes are `routeIds`, in its
 * order: the client manifest, the entry, the entry's imports, then each route's modules and
 * imports (react-router's `<Scripts>` and `getModuleLinkHrefs`).
 */
export function preloadsFor(
  router: RouterManifest,
  routeIds: string[],
): string[] {
  const routeHrefs = routeIds.flatMap((id) => {
    const route = router.routes[id];
    if (!route)
      throw new Error(`route ${id} is not in React Router's manifest`);
    return [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ].filter((href): href is string => href !== undefined);
  });
  return [
    ...new Set([
      router.url,
      router.entry.module,
      ...router.entry.imports,
      ...routeHrefs,
    ]),
  ];
}

type Stage = { name: string | null; url: string };

/**
 * React Router's module script, read through a JavaScript parser: its static imports (the
 * stages it runs at once), the ids of the routes it registers, and the rest of its statements
 * as written.
 */
export function readAppScript(code: string) {
  const { program, errors } = parseSync("start.js", code, {
    sourceType: "module",
  });
  if (errors.length)
    throw new Error(
      `React Router's module script does not parse: ${errors[0]!.message}`,
    );
  const imports: Stage[] = [];
  const rest: string[] = [];
  let routeIds: string[] | undefined;
  for (const statement of program.body) {
    if (statement.type === "ImportDeclaration") {
      const [only, ...more] = statement.specifiers;
      if (more.length || (only && only.type !== "ImportNamespaceSpecifier"))
        throw new Error(
          `an import the start cannot defer: ${code.slice(statement.start, statement.end)}`,
        );
      imports.push({
        name: only?.local.name ?? null,
        url: statement.source.value,
      });
      continue;
    }
    rest.push(code.slice(statement.start, statement.end));
    // window.__reactRouterRouteModules = {"root": route0, …}
    if (
      statement.type === "ExpressionStatement" &&
      statement.expression.type === "AssignmentExpression" &&
      statement.expression.left.type === "MemberExpression" &&
      statement.expression.left.property.type === "Identifier" &&
      statement.expression.left.property.name === "__reactRouterRouteModules" &&
      statement.expression.right.type === "ObjectExpression"
    )
      routeIds = statement.expression.right.properties.map((p) => {
        if (
          p.type !== "Property" ||
          p.key.type !== "Literal" ||
          typeof p.key.value !== "string"
        )
          throw new Error(
            "__reactRouterRouteModules has a key that is not a route id",
          );
        return p.key.value;
      });
  }
  if (!routeIds)
    throw new Error("React Router's module script registers no route modules");
  return { imports, routeIds, rest: rest.join("\n") };
}

/**
 * React Router's module script imports the route modules, then the client entry, at once.
 * This rewrites it to do the same once the page has loaded and its largest picture is painted,
 * so no script is requested before the largest paint. Then it preloads the modules React Router
 * preloads for this page (its client manifest names them), one link per task (fetched and
 * compiled in parallel, as they would have been), and runs them in stages, each in a task of
 * its own: the client manifest, each chunk after the chunks it imports (Vite's manifest), the
 * route modules, then the entry, which hydrates. Run all at once, they were one task that a
 * phone's CPU feels as 100 ms of blocking. It stays an inline module script (so hydration
 * meets the element React Router renders); its new text gets its CSP hash afterwards. It
 * throws if the page's preload links are not the ones the manifest gives, so use it before
 * they are dropped.
 */
export function appStartAfterLoad(html: string, build: Build): string {
  const script = appScript(html);
  if (!script) return html;
  const { imports, routeIds, rest } = readAppScript(textOf(script));
  const { router } = build;

  const preloads = preloadsFor(router, routeIds);
  const linked = modulePreloads(html);
  if (JSON.stringify(linked) !== JSON.stringify(preloads))
    throw new Error(
      `the page's modulepreload links are not what React Router's manifest gives\n` +
        `  page:     ${linked.join(" ")}\n  manifest: ${preloads.join(" ")}`,
    );
  const routeModules = new Set(
    routeIds.flatMap((id) => {
      const r = router.routes[id]!;
      return [
        r.module,
        r.clientActionModule,
        r.clientLoaderModule,
        r.clientMiddlewareModule,
        r.hydrateFallbackModule,
      ];
    }),
  );
  for (const { url, name } of imports)
    if (name === null ? url !== router.url : !routeModules.has(url))
      throw new Error(
        `the module script imports ${url}, which is not in React Router's manifest for this page`,
      );
  if (!rest.includes(JSON.stringify(router.entry.module)))
    throw new Error(
      `the module script does not start the entry ${router.entry.module}`,
    );

  // After the client manifest, every other chunk on its own, each after the chunks it imports,
  // so that each stage evaluates one chunk; the route modules and the entry (which hydrates
  // as it runs) keep their places.
  const named = new Set([...imports.map((i) => i.url), router.entry.module]);
  const stages: Stage[] = [
    ...imports.filter((i) => i.name === null),
    ...dependenciesFirst(
      preloads.filter((url) => !named.has(url)),
      build.importsOf,
    ).map((url) => ({ name: null, url })),
    ...imports.filter((i) => i.name !== null),
  ];
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
    // The browser's own word that the page has painted (its first-contentful-paint entry,
    // reported once the frame is on screen; a requestAnimationFrame callback runs before the
    // frame is even drawn, and on a busy phone the frame reaches the screen later still).
    `const painted = () => new Promise((done) => {\n` +
    `if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return done();\n` +
    `new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); done(); } }).observe({ type: "paint", buffered: true });\n` +
    `});\n` +
    // After the load event, the page painted, the high-priority picture decoded and one more
    // frame painted.
    `const ready = () => Promise.all([painted(), ...[...document.querySelectorAll('img[fetchpriority="high"]')].map((img) => img.decode().catch(() => {}))])` +
    `.then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))).then(start);\n` +
    `if (document.readyState === "complete") ready();\n` +
    `else addEventListener("load", ready, { once: true });`;
  const { startTag, endTag } = locationOf(script);
  if (!startTag || !endTag)
    throw new Error("React Router's module script is not closed");
  return applyEdits(html, [
    { start: startTag.endOffset, end: endTag.startOffset, text: start },
  ]);
}

/**
 * A page as React Router prerendered it, made to paint from the HTML alone: stylesheets
 * inlined and, with `staged` (the default), the app started in stages after the load and
 * the preload links dropped. `staged: false` leaves React Router's scripts and preloads as
 * they are.
 */
export function firstPaint(
  html: string,
  read: (url: string) => string,
  build: Build,
  { staged = true } = {},
): string {
  const inlined = inlineStylesheets(html, read);
  return staged
    ? withoutModulePreloads(appStartAfterLoad(inlined, build))
    : inlined;
}

/** Static imports between built chunks, from Vite's manifest, as URLs under `base`. */
export function chunkGraph(
  vite: ViteManifest,
  base = "/",
): (url: string) => string[] {
  const byUrl = new Map(
    Object.values(vite).map((chunk) => [
      base + chunk.file,
      (chunk.imports ?? []).map((key) => {
        const imported = vite[key];
        if (!imported)
          throw new Error(
            `Vite's manifest: ${chunk.file} imports ${key}, which it does not list`,
          );
        return base + imported.file;
      }),
    ]),
  );
  return (url) => {
    const imports = byUrl.get(url);
    if (!imports) throw new Error(`${url} is not in Vite's manifest`);
    return imports;
  };
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

/** Where React Router's client manifest file assigns its data: `window.__reactRouterManifest={…}`. */
function manifestValue(js: string) {
  const { program, errors } = parseSync("manifest.js", js, {
    sourceType: "script",
  });
  const [statement] = program.body;
  if (
    errors.length === 0 &&
    program.body.length === 1 &&
    statement?.type === "ExpressionStatement" &&
    statement.expression.type === "AssignmentExpression" &&
    statement.expression.left.type === "MemberExpression" &&
    statement.expression.left.property.type === "Identifier" &&
    statement.expression.left.property.name === "__reactRouterManifest" &&
    statement.expression.right.type === "ObjectExpression"
  ) {
    const { start, end } = statement.expression.right;
    return {
      start,
      end,
      data: JSON.parse(js.slice(start, end)) as RouterManifest,
    };
  }
  throw new Error(
    "not React Router's client manifest (window.__reactRouterManifest={…})",
  );
}

export function readRouterManifest(js: string): RouterManifest {
  return manifestValue(js).data;
}

/**
 * The client manifest lists the root stylesheet, and React Router's <Links> would render it
 * while hydrating; the page already has it inline, so the lists are emptied (an extra <style>
 * in the head is fine for hydration, a missing <link> is not).
 */
export function manifestWithoutCss(js: string): string {
  const { start, end, data } = manifestValue(js);
  const withoutCss = <T extends { css?: string[] }>(part: T): T =>
    part.css ? { ...part, css: [] } : part;
  const emptied = {
    ...data,
    entry: withoutCss(data.entry),
    routes: Object.fromEntries(
      Object.entries(data.routes).map(([id, route]) => [id, withoutCss(route)]),
    ),
  };
  return js.slice(0, start) + JSON.stringify(emptied) + js.slice(end);
}
