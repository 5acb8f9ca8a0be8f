import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import JSON5 from "json5";
import ts from "typescript";
import { importsOf } from "#scripts/tools/imports.ts";

/*
 * Which values the site reads from its surroundings, and where each is declared, so that the
 * Deploy to Cloudflare button asks the owner for every one (scripts/tools/declared-values.test.ts).
 *
 * Read:
 * - by the Worker: `env.NAME` (and `env["NAME"]`, `const { NAME } = env`) in every file the
 *   Worker's entry (wrangler.jsonc `main`) imports;
 * - by the build: `process.env.NAME`, `env.NAME` (a function handed `process.env`) and
 *   `import.meta.env.NAME` in every file `npm run build` runs (vite.config.ts,
 *   react-router.config.ts, the app and what they import), and `vars.NAME` of wrangler.jsonc,
 *   which the build reads from the file (host/deploy-config.ts).
 *
 * Declared:
 * - wrangler.jsonc: `vars`, and every binding (`assets.binding`, `kv_namespaces[].binding`, …);
 * - `.dev.vars.example`: the Worker's secrets, one `NAME=value` a line;
 * - docs/deploying.md, "Build variables": what the build reads from its environment;
 * - package.json `cloudflare.bindings`: the plain-words description the button shows.
 */

/** Vite's own `import.meta.env` fields: set by Vite, never by anyone deploying. */
const VITE_BUILT_INS = new Set(["MODE", "DEV", "PROD", "SSR", "BASE_URL"]);
const NAME = /^[A-Z][A-Z0-9_]*$/;

/** Whether an expression is a value's environment: `env`, `process.env`, `this.env`, `import.meta.env`. */
function isEnv(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === "env";
  return ts.isPropertyAccessExpression(node) && node.name.text === "env";
}

const isProcessEnv = (node: ts.Expression) =>
  ts.isPropertyAccessExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === "process" &&
  node.name.text === "env";

const isImportMetaEnv = (node: ts.Expression) =>
  ts.isPropertyAccessExpression(node) &&
  ts.isMetaProperty(node.expression) &&
  node.name.text === "env";

/**
 * The names a file reads from an environment: `env.NAME`, `env["NAME"]`, `env[CONSTANT]` (a
 * `const CONSTANT = "NAME"` of the same file) and `const { NAME } = env`; with `vars` true,
 * `vars.NAME` too (wrangler.jsonc's vars, read from the file by the build).
 */
export function namesRead(
  fileName: string,
  text: string,
  {
    vars = false,
    processOnly = false,
  }: { vars?: boolean; processOnly?: boolean } = {},
): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest);
  const constants = new Map<string, string>();
  const found = new Set<string>();
  const add = (name: string, from: ts.Expression) => {
    if (!NAME.test(name)) return;
    if (isImportMetaEnv(from) && VITE_BUILT_INS.has(name)) return;
    if (
      processOnly &&
      isEnv(from) &&
      !isProcessEnv(from) &&
      !isImportMetaEnv(from)
    )
      return;
    found.add(name);
  };
  const collectConstants = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer)
    )
      constants.set(node.name.text, node.initializer.text);
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(file);
  const readsFrom = (node: ts.Expression) =>
    isEnv(node) ||
    (vars &&
      ((ts.isIdentifier(node) && node.text === "vars") ||
        (ts.isPropertyAccessExpression(node) && node.name.text === "vars")));
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && readsFrom(node.expression))
      add(node.name.text, node.expression);
    else if (ts.isElementAccessExpression(node) && isEnv(node.expression)) {
      const key = node.argumentExpression;
      if (ts.isStringLiteralLike(key)) add(key.text, node.expression);
      else if (ts.isIdentifier(key) && constants.has(key.text))
        add(constants.get(key.text)!, node.expression);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      isEnv(node.initializer)
    )
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key)) add(key.text, node.initializer);
      }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found].sort();
}

/** package.json `imports` ("#app/*" → "./app/*"). */
function aliasesOf(root: string): { prefix: string; folder: string }[] {
  const imports = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
    .imports as Record<string, string>;
  return Object.entries(imports).map(([from, to]) => ({
    prefix: from.replace(/\*$/, ""),
    folder: to.replace(/^\.\//, "").replace(/\*$/, ""),
  }));
}

/**
 * Every file of the repository that `entries` import, themselves included, as paths from
 * `root`; packages (node_modules) are not followed: they read what their own users give them.
 */
export function filesReached(root: string, entries: string[]): string[] {
  const aliases = aliasesOf(root);
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const text = readFileSync(join(root, path), "utf8");
    for (const address of importsOf(path, text)) {
      let target: string | undefined;
      const alias = aliases.find((a) => address.startsWith(a.prefix));
      if (alias) target = alias.folder + address.slice(alias.prefix.length);
      else if (address.startsWith("."))
        target = relative(root, resolve(root, dirname(path), address));
      if (
        target &&
        /\.[cm]?[jt]sx?$/.test(target) &&
        existsSync(join(root, target))
      )
        queue.push(target);
    }
  }
  return [...seen].sort();
}

/** Every code file under `folder` but tests. */
function codeFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap(
    (entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return codeFiles(root, path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [path]
        : [];
    },
  );
}

export type Read = { name: string; by: "worker" | "build"; files: string[] };

/** The Worker's file (wrangler.jsonc `main`) and the build's configuration, with the app. */
export function valuesRead(root: string): Read[] {
  const wrangler = readWrangler(root);
  const worker = filesReached(root, [
    String(wrangler.main).replace(/^\.\//, ""),
  ]);
  const build = filesReached(root, [
    "vite.config.ts",
    "react-router.config.ts",
    ...codeFiles(root, "app"),
  ]);
  const reads = new Map<string, Read>();
  const note = (by: Read["by"], files: string[], vars: boolean) => {
    for (const file of files)
      for (const name of namesRead(
        file,
        readFileSync(join(root, file), "utf8"),
        // A file the Worker also runs (host/relay.ts, whose scopes the build checks): its
        // `env` is the Worker's, whatever the build imports of it.
        { vars, processOnly: by === "build" && worker.includes(file) },
      )) {
        const key = `${by} ${name}`;
        const read = reads.get(key) ?? { name, by, files: [] };
        read.files.push(file);
        reads.set(key, read);
      }
  };
  note("worker", worker, false);
  note("build", build, true);
  return [...reads.values()].sort((a, b) =>
    `${a.by} ${a.name}`.localeCompare(`${b.by} ${b.name}`),
  );
}

type Wrangler = {
  main?: string;
  vars?: Record<string, unknown>;
  assets?: { binding?: string };
  [field: string]: unknown;
};

export const readWrangler = (root: string): Wrangler =>
  JSON5.parse(readFileSync(join(root, "wrangler.jsonc"), "utf8"));

/** Binding names of wrangler.jsonc: `assets.binding` and each `binding` of a list of resources. */
export function bindingsOf(wrangler: Wrangler): string[] {
  const names = wrangler.assets?.binding ? [wrangler.assets.binding] : [];
  for (const value of Object.values(wrangler))
    if (Array.isArray(value))
      for (const item of value)
        if (item && typeof item === "object" && "binding" in item)
          names.push(String((item as { binding: unknown }).binding));
  return names.sort();
}

/**
 * The names of a dotenv file (`.dev.vars.example`): `NAME=value`, `# comments` and blank lines;
 * anything else is refused, since the button would misread it.
 */
export function dotenvNames(
  text: string,
  file = ".dev.vars.example",
): string[] {
  return text.split("\n").flatMap((line, i) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) return [];
    const match = /^([A-Z][A-Z0-9_]*)=/.exec(trimmed);
    if (!match)
      throw new Error(
        `${file}:${i + 1}: not a NAME=value line: ${JSON.stringify(line)}`,
      );
    return [match[1]!];
  });
}

/**
 * The build variables docs/deploying.md documents: the rows of the table under its heading
 * "Build variables", whose first cell is the name in backticks and whose last the description.
 */
export function documentedBuildVariables(
  markdown: string,
): { name: string; description: string }[] {
  const section = /^## Build variables\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(
    markdown,
  )?.[1];
  if (!section) return [];
  return section.split("\n").flatMap((line) => {
    const cells = /^\|(.*)\|\s*$/
      .exec(line)?.[1]
      ?.split("|")
      .map((c) => c.trim());
    const name = cells && /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0]!)?.[1];
    return name ? [{ name, description: cells.at(-1)! }] : [];
  });
}

export type Declarations = {
  vars: string[];
  bindings: string[];
  secrets: string[];
  buildVariables: { name: string; description: string }[];
  descriptions: Record<string, string>;
};

/** Every declaration, read from the files themselves. */
export function declarations(root: string): Declarations {
  const wrangler = readWrangler(root);
  const secretsFile = join(root, ".dev.vars.example");
  const docs = join(root, "docs/deploying.md");
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const bindings = (pkg.cloudflare?.bindings ?? {}) as Record<
    string,
    { description?: unknown }
  >;
  return {
    vars: Object.keys(wrangler.vars ?? {}).sort(),
    bindings: bindingsOf(wrangler),
    secrets: existsSync(secretsFile)
      ? dotenvNames(readFileSync(secretsFile, "utf8"))
      : [],
    buildVariables: existsSync(docs)
      ? documentedBuildVariables(readFileSync(docs, "utf8"))
      : [],
    descriptions: Object.fromEntries(
      Object.entries(bindings).map(([name, b]) => [
        name,
        typeof b?.description === "string" ? b.description : "",
      ]),
    ),
  };
}

/**
 * What is wrong between what is read and what is declared, in plain sentences; none when all
 * is well.
 */
export function problems(
  reads: Read[],
  declared: Declarations,
  assetsBinding?: string,
): string[] {
  const out: string[] = [];
  const workerDeclared = new Set([
    ...declared.vars,
    ...declared.bindings,
    ...declared.secrets,
  ]);
  const buildDeclared = new Set([
    ...declared.vars, // read by the build from wrangler.jsonc itself (`vars.NAME`)
    ...declared.buildVariables.map((b) => b.name),
  ]);
  for (const read of reads) {
    const known = read.by === "worker" ? workerDeclared : buildDeclared;
    if (!known.has(read.name))
      out.push(
        read.by === "worker"
          ? `the Worker reads ${read.name} (${read.files.join(", ")}), which is not declared in wrangler.jsonc (vars or a binding) or .dev.vars.example`
          : `the build reads ${read.name} (${read.files.join(", ")}), which is not declared in docs/deploying.md ("Build variables") or wrangler.jsonc's vars`,
      );
  }
  const readBy = (by: Read["by"]) =>
    new Set(reads.filter((r) => r.by === by).map((r) => r.name));
  const worker = readBy("worker");
  const build = readBy("build");
  for (const name of declared.vars)
    if (!worker.has(name) && !build.has(name))
      out.push(`wrangler.jsonc declares the var ${name}, which nothing reads`);
  for (const name of declared.bindings)
    if (!worker.has(name))
      out.push(
        `wrangler.jsonc declares the binding ${name}, which the Worker never reads`,
      );
  for (const name of declared.secrets)
    if (!worker.has(name))
      out.push(
        `.dev.vars.example declares the secret ${name}, which the Worker never reads`,
      );
  for (const { name, description } of declared.buildVariables) {
    if (!build.has(name))
      out.push(
        `docs/deploying.md documents the build variable ${name}, which the build never reads`,
      );
    if (!description)
      out.push(
        `docs/deploying.md documents the build variable ${name} without a description`,
      );
  }
  // What the button asks for or provisions, each with its description; the static assets'
  // binding (`assetsBinding`) asks nothing of anyone.
  const asked = [
    ...declared.vars,
    ...declared.secrets,
    ...declared.bindings.filter((b) => b !== assetsBinding),
  ];
  for (const name of asked)
    if (!declared.descriptions[name]?.trim())
      out.push(
        `package.json cloudflare.bindings has no description of ${name}`,
      );
  for (const name of Object.keys(declared.descriptions))
    if (!asked.includes(name))
      out.push(
        `package.json cloudflare.bindings describes ${name}, which is not declared`,
      );
  for (const name of declared.secrets)
    if (declared.vars.includes(name))
      out.push(
        `${name} is both a var of wrangler.jsonc and a secret of .dev.vars.example`,
      );
  return out;
}
