// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Nothing the project writes for people names a file that is not there. A path is a word that
 * starts with one of the repository's own top-level folders ("scripts/content/load.ts",
 * "tests/fixtures/", "#app/lib/dates.ts") or the target of a relative Markdown link
 * ("[performance](../performance.md)"). Where such a word is read: every Markdown file
 * (README, CONTRIBUTING, docs/ and its decisions) in full, and the comments of code,
 * workflows and CI scripts. Folders the build or a test writes (build/, reports/) are ignored
 * by git, so they are not the repository's and a word naming them is not a path. A `*` or a
 * `<placeholder>` stands for any name: the path holds when at least one file fits.
 */

const root = join(import.meta.dirname, "..");

/** The repository's files: those git keeps, and new ones it does not ignore. */
const tracked = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard"],
  { cwd: root, encoding: "utf8" },
)
  .split("\n")
  .filter(Boolean);

/** The repository's own top-level folders: those git keeps a file in. */
const topFolders = [
  ...new Set(
    tracked.filter((f) => f.includes("/")).map((f) => f.split("/")[0]!),
  ),
];

/** A path's characters: a name's, a `*`, or a `<placeholder>`. */
const SEGMENT = String.raw`(?:[\w.*+@$-]|<[\w -]+>)+`;

/** The words of `text` that name a file or folder of the repository, as written. */
function pathsIn(text: string, folders: readonly string[]): string[] {
  const words = new RegExp(
    String.raw`(?<![\w./@$-])#?((?:${folders.map((f) => f.replace(/\./g, "\\.")).join("|")})/(?:${SEGMENT}/?)*)`,
    "g",
  );
  return [...text.matchAll(words)].map((m) => m[1]!.replace(/[.]+$/, ""));
}

/** The relative targets of Markdown links in `text` ("../performance.md#ci-time" → "../performance.md"). */
function linkTargetsIn(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.replace(/#.*$/, ""))
    .filter((target) => target && !/^([a-z][\w+.-]*:|\/)/i.test(target));
}

/** The text of every comment of a TypeScript or JavaScript file, as the compiler reads them. */
function commentsOf(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
  );
  const seen = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? [])
      seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(file);
  collect(ts.getLeadingCommentRanges(text, file.endOfFileToken.pos));
  return [...seen.values()];
}

/** The comments of a file whose comments start with `#` (YAML, shell): from `#` to the line's end. */
function hashCommentsOf(text: string): string[] {
  return [...text.matchAll(/(?:^|\s)#(?!!)(.*)$/gm)].map((m) => m[1]!);
}

/** Whether a path, a glob of `*` and `<placeholder>`s, names at least one file or folder. */
function exists(path: string): boolean {
  if (!/[*<]/.test(path)) return existsSync(join(root, path));
  const parts = path.replace(/\/$/, "").split("/");
  const match = (folder: string, index: number): boolean => {
    if (index === parts.length) return true;
    const pattern = new RegExp(
      `^${parts[index]!.replace(/[.+$]/g, "\\$&")
        .replace(/<[^>]+>/g, "[^/]+")
        .replace(/\*/g, "[^/]*")}$`,
    );
    const full = join(root, folder);
    if (!existsSync(full)) return false;
    return readdirSync(full, { withFileTypes: true }).some(
      (entry) =>
        pattern.test(entry.name) &&
        (index === parts.length - 1 ||
          (entry.isDirectory() && match(`${folder}/${entry.name}`, index + 1))),
    );
  };
  return match(".", 0);
}

/** What each file says, for people: a Markdown file whole, code and workflows their comments. */
function proseOf(file: string): string[] | undefined {
  const text = () => readFileSync(join(root, file), "utf8");
  if (file.endsWith(".md")) return [text()];
  if (/\.(tsx?|jsx?|mjs|cjs)$/.test(file)) return commentsOf(file, text());
  if (/\.(ya?ml)$/.test(file) || file === ".ci/run")
    return hashCommentsOf(text());
  if (file.endsWith(".jsonc")) return commentsOf(`${file}.ts`, text());
  return undefined;
}

describe("paths named in docs and comments", () => {
  const folders = ["app", "scripts", "tests", ".github", "docs"];

  it("reads paths that start with a top-level folder, import addresses and globs included", () => {
    const text =
      "See `scripts/content/load.ts`, #app/lib/dates.ts and tests/security/*.spec.ts; " +
      "each `app/content/courses/<slug>.json` (and docs/). .github/workflows/publish.yml.";
    expect(pathsIn(text, folders)).toEqual([
      "scripts/content/load.ts",
      "app/lib/dates.ts",
      "tests/security/*.spec.ts",
      "app/content/courses/<slug>.json",
      "docs/",
      ".github/workflows/publish.yml",
    ]);
  });

  it("leaves out site addresses, other folders and words that merely end in a folder's name", () => {
    const text =
      "/admin/preview/ serves it; build/client is the build; courses/java.json > seats; " +
      "https://example.com/app/x.js; the myapp/x.ts file; ../shared/SPEC.md";
    expect(pathsIn(text, folders)).toEqual([]);
  });

  it("reads relative link targets without their anchors, not web addresses or anchors alone", () => {
    const text =
      "[a](../performance.md#ci-time) [b](https://example.com/x) [c](#here) [d](docs/x.md) " +
      "[e](mailto:a@b.c) [f](/verify)";
    expect(linkTargetsIn(text)).toEqual(["../performance.md", "docs/x.md"]);
  });

  it("reads comments of code, not its strings", () => {
    const text = [
      "// Reads tests/a.ts.",
      'const s = "tests/b.ts // not a comment";',
      "const t = `app/${s} // nor this`; /* scripts/c.ts */",
      "/** docs/d.md */",
      "export {};",
    ].join("\n");
    expect(commentsOf("x.ts", text)).toEqual([
      "// Reads tests/a.ts.",
      "/* scripts/c.ts */",
      "/** docs/d.md */",
    ]);
    expect(
      hashCommentsOf("#!/bin/sh\nrun: x # see scripts/a.ts\n# docs/b.md"),
    ).toEqual([" see scripts/a.ts", " docs/b.md"]);
  });

  it("names no file or folder that is not in the repository", () => {
    const missing: string[] = [];
    const files = tracked.filter(
      (file) => !file.startsWith("public/") && existsSync(join(root, file)),
    );
    for (const file of files) {
      const prose = proseOf(file);
      if (!prose) continue;
      for (const text of prose) {
        for (const path of pathsIn(text, topFolders))
          if (!exists(path)) missing.push(`${file}: ${path}`);
        if (!file.endsWith(".md")) continue;
        for (const target of linkTargetsIn(text)) {
          const path = normalize(join(dirname(file), decodeURI(target)));
          if (
            relative(root, join(root, path)).startsWith("..") ||
            !exists(path)
          )
            missing.push(`${file}: ${target}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
