// @vitest-environment node
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/*
 * What adding a page with content of its own takes, shown on a scratch copy of the repository:
 * a certifications page at /certifications, its text in both languages. The test makes exactly
 * the edits an engineer would, then runs every unit test that reads the declarations (pages,
 * paths, collections and their schemas: the route table, the editor's configuration, the
 * content check, the preview pane, the import graph) in the copy. They pass with no other file
 * changed: no test or list elsewhere restates the pages or the collections. (Left without the
 * fixture, the same run fails.)
 */

const root = resolve(".");
const scratch = mkdtempSync(join(tmpdir(), "add-page-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const git = (...args: string[]) =>
  spawnSync("git", args, { cwd: scratch, encoding: "utf8" });

/** A copy of the repository's files as they are now (committed or not), as one commit. */
function copyRepository() {
  const files = spawnSync("git", ["ls-files", "-z"], {
    cwd: root,
    encoding: "utf8",
  })
    .stdout.split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(scratch, file));
    } catch {
      // A file deleted in the work tree but not yet in git's index.
    }
  }
  symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"));
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "copy");
}

/** Replaces `from` (which must be there once) by `to` in the copy's `file`. */
function edit(file: string, from: string, to: string) {
  const path = join(scratch, file);
  const text = readFileSync(path, "utf8");
  expect(text.split(from), `${file}: ${from}`).toHaveLength(2);
  writeFileSync(path, text.replace(from, to));
}

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), text);
};

const content = JSON.stringify(
  {
    en: {
      heading: "Certifications",
      intro:
        "The vendor certifications our courses prepare you for, and how to book the exam.",
    },
    mr: {
      heading: "प्रमाणपत्रे",
      intro:
        "आमचे अभ्यासक्रम ज्या कंपन्यांच्या प्रमाणपत्रांसाठी तयारी करून घेतात, आणि परीक्षा कशी नोंदवायची.",
    },
  },
  null,
  2,
);

/** The edits that add the page: nothing else is written. */
function addCertificationsPage() {
  // 1. The page: one line among the others.
  edit(
    "app/config/pages.ts",
    `  contact: { module: "routes/contact.tsx", path: "/contact" },\n`,
    `  contact: { module: "routes/contact.tsx", path: "/contact" },\n  certifications: {\n    module: "routes/certifications.tsx",\n    path: "/certifications",\n  },\n`,
  );
  // 2. Its route module.
  write(
    "app/routes/certifications.tsx",
    `import type { Route } from "./+types/certifications";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { paths } from "#app/config/paths.ts";
import { contentLoader } from "#app/i18n/content-loader.ts";
import { pageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { locale, homeCrumb } = pageLanguage(location.pathname);
  const { heading, intro } = loaderData.certifications;
  return pageMeta({
    title: heading,
    description: intro,
    path: paths.certifications,
    locale,
    breadcrumbs: [homeCrumb],
  });
};

const load = contentLoader(["certifications"]);
export const loader = load;
export const clientLoader = load;

export default function CertificationsPage({ loaderData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.certifications;
  return <PageHeading title={heading} intro={intro} />;
}
`,
  );
  // 3. Its content: a schema, its declaration, the staff's file and the tests' fixture.
  edit(
    "app/content/schemas/pages.ts",
    "export type LearnMoreContent",
    "export const certificationsSchema = z\n  .strictObject({ heading: text, intro: longText })\n  .readonly();\n\nexport type LearnMoreContent",
  );
  edit(
    "app/content/collections.ts",
    "  learnMoreSchema,\n",
    "  learnMoreSchema,\n  certificationsSchema,\n",
  );
  edit(
    "app/content/collections.ts",
    "    footer: entryFile({",
    `    certifications: entryFile({\n      file: "pages/certifications.json",\n      schema: certificationsSchema,\n      browser: "page",\n      label: "Certifications page",\n    }),\n    footer: entryFile({`,
  );
  write("app/content/pages/certifications.json", `${content}\n`);
  write("tests/fixtures/content/pages/certifications.json", `${content}\n`);
}

/**
 * Every unit test that reads the declarations of pages, paths or collections: that imports a
 * value from them (a test that imports only their types reads nothing of them when it runs).
 */
function testsReadingDeclarations(): string[] {
  const { stdout } = git(
    "grep",
    "-E",
    "#app/(config/pages|config/paths|content/collections|content/schemas/pages)\\.ts",
    "--",
    "*.test.ts",
    "*.test.tsx",
  );
  const readers = new Set(
    stdout
      .split("\n")
      .filter((line) => line && !/^[^:]+:\s*import type /.test(line))
      .map((line) => line.slice(0, line.indexOf(":"))),
  );
  return [
    ...[...readers]
      // This test itself, and tests of the built site, which need a build.
      .filter((f) => !f.endsWith("add-page.test.ts") && !f.includes(".build.")),
    // The content check of the site's own content and of the fixtures.
    "scripts/content/content.test.ts",
    "tests/structure.test.ts",
  ];
}

describe("adding a page with its own content", () => {
  it("touches its declaration, its route module, its content and the fixture, and every test reading the declarations stays green", () => {
    copyRepository();
    addCertificationsPage();
    expect(
      git("status", "--porcelain", "--untracked-files=all")
        .stdout.split("\n")
        .filter(Boolean)
        .map((line) => line.slice(3))
        .sort(),
    ).toEqual([
      "app/config/pages.ts",
      "app/content/collections.ts",
      "app/content/pages/certifications.json",
      "app/content/schemas/pages.ts",
      "app/routes/certifications.tsx",
      "tests/fixtures/content/pages/certifications.json",
    ]);

    const tests = testsReadingDeclarations();
    expect(tests.length).toBeGreaterThan(5);
    const run = spawnSync(
      join(root, "node_modules/.bin/vitest"),
      ["run", "--reporter=dot", ...tests],
      { cwd: scratch, encoding: "utf8", env: { ...process.env, CI: "1" } },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  }, 240_000);
});
