// Rewrites a prerendered page so that its first paint needs the HTML alone: the stylesheet is
// inlined, no script or module preload is requested before the first paint, and the app starts
// loading once the page has loaded (Lighthouse counts every request made before the largest
// paint; a tap before the app has loaded still follows the plain links). The program that
// starts it is browser code in app/start/, compiled here; this file only gives it its data.
//
// Everything it needs to know about the build is read as data: the pages through an HTML
// parser (parse5, the one jsdom uses), React Router's module script through a JavaScript
// parser (Vite's own), which chunks a page needs from React Router's client manifest, and
// which chunk imports which from Vite's manifest. The HTML is edited in place at the offsets
// the parser reports, so every byte it does not edit stays as React rendered it. Wherever the
// build and React Router's page disagree it throws, naming the page: a React Router or Vite
// upgrade that changes what it emits stops the build instead of quietly losing the staged start.
import { fileURLToPath } from "node:url";
import { build as viteBuild, parseSync } from "vite";
import { START_DATA_ID, type StartData } from "#app/start/start.ts";
import {
  applyEdits,
  attribute,
  type Edit,
  type Element,
  elementsOf,
  locationOf,
  spanOf,
  textOf,
} from "#scripts/build/html.ts";

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
  /** A hash of the manifest: every route module's and chunk's hashed name (app/lib/new-version.ts). */
  version: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, RouterRoute>;
};

/** What the start needs from the build. */
export type Build = {
  router: RouterManifest;
  /** The chunks a chunk at this URL imports statically, as URLs. */
  importsOf: (url: string) => string[];
  /** The start program, compiled (`compileStartProgram`). */
  program: string;
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

/** React Router's module script, as the start understands it. */
export type AppScript = {
  /** Modules imported for what they do, not what they export: the client manifest. */
  effects: string[];
  /** Each route's module, by route id, in React Router's order (root first). */
  routes: { route: string; url: string }[];
  /** The client entry, imported last: it hydrates. */
  entry: string;
};

/**
 * React Router's module script, read through a JavaScript parser, statement by statement:
 * `import "<manifest>"`, one `import * as routeN from "<module>"` per route,
 * `window.__reactRouterRouteModules = {"<id>": routeN, …}` and `import("<entry>")`
 * (react-router's `<Scripts>`). The start does those things itself (app/start/start.ts), so
 * anything else React Router writes (a split route module, a partial manifest, an HMR runtime)
 * stops the build here rather than being lost.
 */
export function readAppScript(code: string): AppScript {
  const { program, errors } = parseSync("start.js", code, {
    sourceType: "module",
  });
  if (errors.length)
    throw new Error(
      `React Router's module script does not parse: ${errors[0]!.message}`,
    );
  const effects: string[] = [];
  const modules = new Map<string, string>();
  let routes: AppScript["routes"] | undefined;
  let entry: string | undefined;
  const unknown = (node: { start: number; end: number }) =>
    new Error(
      `React Router's module script has a statement the start does not understand: ${code.slice(node.start, node.end)}`,
    );
  for (const statement of program.body) {
    if (statement.type === "ImportDeclaration") {
      const [only, ...more] = statement.specifiers;
      if (more.length || (only && only.type !== "ImportNamespaceSpecifier"))
        throw new Error(
          `an import the start cannot defer: ${code.slice(statement.start, statement.end)}`,
        );
      if (only) modules.set(only.local.name, statement.source.value);
      else effects.push(statement.source.value);
      continue;
    }
    if (statement.type !== "ExpressionStatement") throw unknown(statement);
    const { expression } = statement;
    // import("<entry>")
    if (
      expression.type === "ImportExpression" &&
      expression.source.type === "Literal" &&
      typeof expression.source.value === "string" &&
      entry === undefined
    ) {
      entry = expression.source.value;
      continue;
    }
    // window.__reactRouterRouteModules = {"root": route0, …}
    if (
      expression.type === "AssignmentExpression" &&
      expression.operator === "=" &&
      expression.left.type === "MemberExpression" &&
      expression.left.object.type === "Identifier" &&
      expression.left.object.name === "window" &&
      expression.left.property.type === "Identifier" &&
      expression.left.property.name === "__reactRouterRouteModules" &&
      expression.right.type === "ObjectExpression" &&
      routes === undefined
    ) {
      routes = expression.right.properties.map((p) => {
        if (
          p.type !== "Property" ||
          p.key.type !== "Literal" ||
          typeof p.key.value !== "string" ||
          p.value.type !== "Identifier" ||
          !modules.has(p.value.name)
        )
          throw new Error(
            `__reactRouterRouteModules: ${code.slice(p.start, p.end)} is not a route id and an imported route module`,
          );
        const url = modules.get(p.value.name)!;
        modules.delete(p.value.name);
        return { route: p.key.value, url };
      });
      continue;
    }
    throw unknown(statement);
  }
  if (!routes)
    throw new Error("React Router's module script registers no route modules");
  if (modules.size)
    throw new Error(
      `React Router's module script imports ${[...modules.values()].join(", ")} for no route`,
    );
  if (entry === undefined)
    throw new Error("React Router's module script starts no entry");
  return { effects, routes, entry };
}

/**
 * What the start program (app/start/start.ts) needs for one page: the modules React Router
 * preloads for it (its client manifest names them), and the order it runs them in, each in a
 * task of its own: the client manifest, each other chunk after the chunks it imports (Vite's
 * manifest), then the route modules; the entry, which hydrates, runs last. Run all at once,
 * they were one task that a phone's CPU feels as 100 ms of blocking. It throws if the page's
 * preload links or its module script are not what the manifest gives.
 */
export function startData(html: string, build: Build): StartData | undefined {
  const script = appScript(html);
  if (!script) return undefined;
  const { effects, routes, entry } = readAppScript(textOf(script));
  const { router } = build;

  const preloads = preloadsFor(
    router,
    routes.map((r) => r.route),
  );
  const linked = modulePreloads(html);
  if (JSON.stringify(linked) !== JSON.stringify(preloads))
    throw new Error(
      `the page's modulepreload links are not what React Router's manifest gives\n` +
        `  page:     ${linked.join(" ")}\n  manifest: ${preloads.join(" ")}`,
    );
  for (const { route, url } of routes)
    if (router.routes[route]?.module !== url)
      throw new Error(
        `the module script imports ${url} for ${route}, which is not its module in React Router's manifest`,
      );
  for (const url of effects)
    if (url !== router.url)
      throw new Error(
        `the module script imports ${url}, which is not React Router's client manifest`,
      );
  if (entry !== router.entry.module)
    throw new Error(
      `the module script starts ${entry}, not the entry ${router.entry.module}`,
    );

  const named = new Set([...effects, ...routes.map((r) => r.url), entry]);
  return {
    preloads,
    chunks: [
      ...effects,
      ...dependenciesFirst(
        preloads.filter((url) => !named.has(url)),
        build.importsOf,
      ),
    ],
    routes: routes.map(({ route, url }) => [route, url]),
    entry,
  };
}

/**
 * React Router's module script imports the route modules, then the client entry, at once.
 * This replaces its text with the start program (app/start/), which does the same in stages
 * once the page has painted (`startData`), and writes the page's data for it as JSON in a
 * `<script type="application/json">` at the end of `<body>`, where hydration passes over it
 * (React leaves what follows its last element in `<body>` alone). The module script stays
 * inline, so no request comes before the first paint, and hydration meets the element React
 * Router renders; its text is the same on every page, and the policy hashes it afterwards.
 */
export function appStartAfterLoad(html: string, build: Build): string {
  const data = startData(html, build);
  if (!data) return html;
  const script = appScript(html)!;
  const { startTag, endTag } = locationOf(script);
  if (!startTag || !endTag)
    throw new Error("React Router's module script is not closed");
  const body = elementsOf(html).find((e) => e.tagName === "body");
  const bodyEnd = body && locationOf(body).endTag;
  if (!bodyEnd) throw new Error("the page's <body> is not closed");
  // JSON inside <script>: "<" escaped, so no "</script" or "<!--" can end or hide it.
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return applyEdits(html, [
    { start: startTag.endOffset, end: endTag.startOffset, text: build.program },
    {
      start: bodyEnd.startOffset,
      end: bodyEnd.startOffset,
      text: `<script type="application/json" id="${START_DATA_ID}">${json}</script>`,
    },
  ]);
}

/**
 * A browser program (a module of app/ and what it imports), compiled and minified by Vite into
 * one module that imports and exports nothing: the start program, the printable certificate's.
 */
export async function compileBrowserProgram(input: string): Promise<string> {
  const result = await viteBuild({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: { write: false, modulePreload: false, rolldownOptions: { input } },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    "output" in r ? r.output : [],
  );
  const [chunk, ...more] = output;
  if (
    chunk?.type !== "chunk" ||
    more.length ||
    chunk.imports.length ||
    chunk.exports.length
  )
    throw new Error(
      `${input} must compile to one module that imports and exports nothing`,
    );
  return chunk.code.trim();
}

/**
 * The start program (app/start/page.ts and what it imports), compiled into one module for
 * every page's inline module script.
 */
export async function compileStartProgram(): Promise<string> {
  const input = fileURLToPath(import.meta.resolve("#app/start/page.ts"));
  const code = await compileBrowserProgram(input);
  if (/<\/script|<!--/i.test(code))
    throw new Error(`${input} compiles to text an inline <script> cannot hold`);
  return code;
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
