// The nginx recipe as shipped (build/deploy/nginx.conf), run on Debian's nginx with only `root`
// and `listen` substituted: the host checks every host passes (tests/hosts/checks.ts), then a
// few pages in Chromium against it. Run with `npm run test:nginx` after `npm run build`.
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import {
  browserChecks,
  hostChecks,
  waitForServer,
} from "#tests/hosts/checks.ts";
import { plantedSite } from "#tests/security/planted-site.ts";

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const PORT = Number(process.env.NGINX_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const RECIPE = resolve("build/deploy/nginx.conf");

let nginx: ChildProcess | undefined;
let dir = "";
// build/client with an attacker's files planted (tests/security): what nginx serves.
let planted: Awaited<ReturnType<typeof plantedSite>> | undefined;

before(async () => {
  assert.ok(existsSync(NGINX), `${NGINX} missing: apt-get install nginx`);
  assert.ok(existsSync(RECIPE), `${RECIPE} missing: npm run build first`);
  dir = mkdtempSync(join(tmpdir(), "nginx-"));
  planted = await plantedSite();
  const recipe = readFileSync(RECIPE, "utf8");
  const site = recipe
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${PORT};`)
    .replace(/^(\s*)root \/srv\/site;$/m, `$1root ${planted.root};`);
  assert.equal(
    site.split("\n").filter((l, i) => l !== recipe.split("\n")[i]).length,
    2,
    "only root and listen substituted",
  );
  writeFileSync(join(dir, "site.conf"), site);
  writeFileSync(
    join(dir, "main.conf"),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
  );
  const test = spawnSync(
    NGINX,
    ["-t", "-q", "-e", `${dir}/error.log`, "-c", `${dir}/main.conf`, "-p", dir],
    { encoding: "utf8" },
  );
  assert.equal(test.status, 0, `nginx -t: ${test.stderr}`);
  nginx = spawn(
    NGINX,
    ["-e", `${dir}/error.log`, "-c", `${dir}/main.conf`, "-p", dir],
    { stdio: "inherit" },
  );
  await waitForServer(BASE, 10_000);
});

after(() => {
  nginx?.kill("SIGQUIT");
  planted?.remove();
});

hostChecks("nginx recipe as shipped", () => BASE);

describe("nginx: in a browser", () => {
  it("serves the smoke pages and the site's certificates checked offline, and withstands the attacks of tests/security", () =>
    browserChecks(BASE, [
      "tests/hosts/smoke.spec.ts",
      "tests/hosts/certificates.spec.ts",
      "tests/security",
    ]));
});
