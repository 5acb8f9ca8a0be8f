// The built site as an attacker would leave it: a copy of build/client (hard links, so it costs
// no disk and no time) with files planted that the build itself would refuse, served by the
// host suites (nginx, Cloudflare) in place of build/client, so that every host check and every
// attack of tests/security runs against the same files.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import {
  LANDED_WORKER,
  writeLandedServiceWorker,
} from "#tests/security/landed-service-worker.ts";

/** Where each planted file is served. */
export const PLANTED = {
  /** A picture "uploaded" through the editor that carries script, as an attacker's would. */
  svg: "/images/uploads/planted.svg",
  /** A page under the pictures' folder. */
  html: "/images/uploads/planted.html",
  /** The first service worker, which kept the sign-in's pages: a device's earlier worker. */
  landedWorker: LANDED_WORKER,
} as const;

/** The address a planted script calls when it runs: no host serves it, the browser sees it. */
export const RAN = "/planted-ran";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="fetch('${RAN}?onload')">
<script>document.documentElement.setAttribute("data-ran", "script"); fetch("${RAN}?script"); localStorage.setItem("planted", "ran");</script>
<rect width="120" height="80" fill="#c00"/>
</svg>
`;

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>planted</title></head>
<body><p>planted</p><img src="/nope" alt="" onerror="fetch('${RAN}?onerror')">
<script>document.documentElement.setAttribute("data-ran", "script"); fetch("${RAN}?script");</script>
</body></html>
`;

/** A planted copy of `clientDir` in a new temporary folder; `remove` deletes it. */
export async function plantedSite(clientDir = "build/client") {
  const dir = mkdtempSync(join(tmpdir(), "planted-"));
  // Readable by a server's unprivileged workers (nginx runs them as nobody).
  chmodSync(dir, 0o755);
  const site = join(dir, "client");
  const copy = spawnSync("cp", ["-al", resolve(clientDir), site], {
    encoding: "utf8",
  });
  if (copy.status !== 0)
    throw new Error(`plantedSite: cp -al failed: ${copy.stderr}`);
  for (const [path, text] of [
    [PLANTED.svg, svg],
    [PLANTED.html, html],
  ] as const) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  // A new file: the hard-linked files of the build stay as they are.
  await writeLandedServiceWorker(site);
  return {
    root: site,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
