import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { withScriptHashes } from "#scripts/build/csp-hashes.ts";
import { inlineStylesheets } from "#scripts/build/first-paint.ts";
import { REACT_ROUTER_OUTPUT } from "#scripts/build/post-build.ts";
import { STAGING_OFF_BUILD_DIR } from "#tests/start/staged-start.ts";

// `npm run build:staging-off`: the site as `npm run build` made it, but with React Router's
// scripts and preloads left as it wrote them (the stylesheet still inline, the script policy
// still added): the build on which `npm run test:start` must fail. Made from build/, whose
// pages as React Router wrote them post-build keeps (build/react-router/), rather than built
// again: everything else of the site is the same.
const from = "build";
const kept = join(from, REACT_ROUTER_OUTPUT);
if (!existsSync(kept)) {
  console.error(`No ${kept}: run "npm run build" first.`);
  process.exit(1);
}
const client = join(STAGING_OFF_BUILD_DIR, "client");
rmSync(STAGING_OFF_BUILD_DIR, { recursive: true, force: true });
mkdirSync(STAGING_OFF_BUILD_DIR);
// Hard links: no time and no disk; each rewritten page is unlinked first, never written through.
const copy = spawnSync("cp", ["-al", join(from, "client"), client], {
  encoding: "utf8",
});
if (copy.status !== 0) {
  console.error(`cp -al: ${copy.stderr}`);
  process.exit(1);
}
const read = (url: string) => readFileSync(join(client, url), "utf8");
// The pages that start the app (React Router's redirect pages do not, and were replaced).
const pages = readdirSync(kept, { recursive: true, encoding: "utf8" }).filter(
  (file) =>
    file.endsWith(".html") &&
    readFileSync(join(kept, file), "utf8").includes('type="module"'),
);
const write = (file: string, text: string) => {
  unlinkSync(join(client, file));
  writeFileSync(join(client, file), text);
};
for (const file of pages)
  write(
    file,
    withScriptHashes(
      inlineStylesheets(readFileSync(join(kept, file), "utf8"), read),
    ),
  );
// GitHub Pages' not-found page is a copy of the fallback (scripts/build/post-build.ts).
unlinkSync(join(client, "404.html"));
copyFileSync(join(client, "__spa-fallback.html"), join(client, "404.html"));
console.log(
  `${STAGING_OFF_BUILD_DIR}: ${pages.length} pages as React Router wrote them, from ${kept}`,
);
