// The nginx recipe as shipped (build/deploy/nginx.conf), run on Debian's nginx with only `root`
// and `listen` substituted: status codes, redirects, 404s, headers, caching and compression,
// then the smoke e2e suite against it. Run with `npm run test:nginx` after `npm run build`.
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { gunzipSync } from "node:zlib";

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const PORT = Number(process.env.NGINX_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = resolve("build/client");
const RECIPE = resolve("build/deploy/nginx.conf");

/** The course slugs without a page of their own (SPEC.md), moved to the catalogue. */
const SLUGS = [
  "ui-ux",
  "digital-marketing",
  "php",
  "react",
  "angular",
  "node",
  "cpp",
  "machine-learning",
  "ai",
  "cloud",
  "cyber-security",
  "networking",
  "linux",
  "testing",
  "powerbi",
  "tableau",
  "excel",
  "django",
  "android",
];
const PAGES = [
  "/",
  "/about",
  "/courses",
  "/courses/java",
  "/contact",
  "/placements",
  "/my-enquiries",
];
const SECURITY = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
};
const IMMUTABLE = "public, max-age=31536000, immutable";

type Reply = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** One request, no redirect following, no decompression: what travels on the wire. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<Reply>((done, fail) => {
    const req = request(BASE + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

function assertSecurity(reply: Reply, path: string) {
  for (const [name, value] of Object.entries(SECURITY))
    assert.equal(reply.headers[name], value, `${name} on ${path}`);
  const csp = String(reply.headers["content-security-policy"] ?? "");
  assert.match(csp, /frame-ancestors 'none'/, `CSP on ${path}`);
  assert.match(
    String(reply.headers["permissions-policy"] ?? ""),
    /camera=\(\)/,
    `Permissions-Policy on ${path}`,
  );
}

let nginx: ChildProcess | undefined;
let dir = "";

before(async () => {
  assert.ok(existsSync(NGINX), `${NGINX} missing: apt-get install nginx`);
  assert.ok(existsSync(RECIPE), `${RECIPE} missing: npm run build first`);
  dir = mkdtempSync(join(tmpdir(), "nginx-"));
  const recipe = readFileSync(RECIPE, "utf8");
  const site = recipe
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${PORT};`)
    .replace(/^(\s*)root \/srv\/site;$/m, `$1root ${ROOT};`);
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
  for (let i = 0; ; i++) {
    try {
      await get("/");
      break;
    } catch (error) {
      if (i > 200) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});

after(() => {
  nginx?.kill("SIGQUIT");
});

describe("nginx recipe as shipped", () => {
  it("serves every page with 200, no-cache and the security headers", async () => {
    for (const path of PAGES) {
      const reply = await get(path);
      assert.equal(reply.status, 200, path);
      assert.match(String(reply.headers["content-type"]), /^text\/html/, path);
      assert.equal(reply.headers["cache-control"], "no-cache", path);
      assertSecurity(reply, path);
      assert.doesNotMatch(
        String(reply.headers["content-security-policy"]),
        /api\.github\.com/,
        `site policy on ${path}`,
      );
    }
  });

  it("moves the 19 slugs permanently to /courses, with or without a trailing slash", async () => {
    assert.equal(SLUGS.length, 19);
    for (const slug of SLUGS) {
      for (const path of [`/courses/${slug}`, `/courses/${slug}/`]) {
        const reply = await get(path);
        assert.equal(reply.status, 301, path);
        assert.equal(reply.headers.location, "/courses", path);
        assertSecurity(reply, path);
      }
    }
  });

  it("moves pages with a trailing slash to the address without it", async () => {
    for (const [from, to] of [
      ["/courses/java/", "/courses/java"],
      ["/about/", "/about"],
      ["/courses/", "/courses"],
    ] as const) {
      const reply = await get(from);
      assert.equal(reply.status, 301, from);
      assert.equal(reply.headers.location, to, from);
      assertSecurity(reply, from);
    }
  });

  it("sends other course addresses to their language's catalogue, for now (302)", async () => {
    for (const [from, to] of [
      ["/courses/nope", "/courses"],
      ["/courses/java/syllabus", "/courses"],
      ["/mr/courses/nope", "/mr/courses"],
    ] as const) {
      const reply = await get(from);
      assert.equal(reply.status, 302, from);
      assert.equal(reply.headers.location, to, from);
      assert.equal(reply.headers["cache-control"], "no-cache", from);
      assertSecurity(reply, from);
    }
  });

  it("answers an unknown page with the app's 404 page and status 404", async () => {
    for (const path of ["/nope", "/mr/nope", "/about/team"]) {
      const reply = await get(path);
      assert.equal(reply.status, 404, path);
      assert.match(String(reply.headers["content-type"]), /^text\/html/, path);
      assert.match(reply.body.toString(), /<div id="root"|<html/, path);
      assert.equal(reply.headers["cache-control"], "no-cache", path);
      assertSecurity(reply, path);
    }
  });

  it("answers a missing file with a plain 404, never the HTML fallback", async () => {
    for (const path of [
      "/assets/x.js",
      "/assets/missing.css",
      "/images/none.webp",
      "/nope.js",
    ]) {
      const reply = await get(path);
      assert.equal(reply.status, 404, path);
      assert.doesNotMatch(
        String(reply.headers["content-type"]),
        /html/,
        `${path} is not HTML`,
      );
      assert.doesNotMatch(reply.body.toString(), /<html/i, path);
      assertSecurity(reply, path);
    }
  });

  it("caches hashed assets for a year and media for a day", async () => {
    const home = (await get("/")).body.toString();
    const asset = home.match(/\/assets\/[^"']+\.js/)?.[0];
    assert.ok(asset, "the home page names a script");
    const reply = await get(asset);
    assert.equal(reply.status, 200);
    assert.match(String(reply.headers["content-type"]), /javascript/);
    assert.equal(reply.headers["cache-control"], IMMUTABLE);
    assertSecurity(reply, asset);

    const image = home.match(/\/images\/[^"' ,]+\.(?:webp|avif|jpg|png)/)?.[0];
    assert.ok(image, "the home page shows a picture");
    const picture = await get(image);
    assert.equal(picture.status, 200, image);
    assert.equal(picture.headers["cache-control"], "public, max-age=86400");
    assertSecurity(picture, image);

    for (const path of ["/robots.txt", "/sitemap.xml", "/favicon.svg"]) {
      const file = await get(path);
      assert.equal(file.status, 200, path);
      assertSecurity(file, path);
    }
  });

  it("compresses the home page's JavaScript to at most 140 KB", async () => {
    const seen = new Set<string>();
    const html = (await get("/")).body.toString();
    const queue = [...html.matchAll(/\/assets\/[^"'\s)]+\.js/g)].map(
      (m) => m[0],
    );
    let total = 0;
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const reply = await get(url, { "accept-encoding": "gzip" });
      assert.equal(reply.status, 200, url);
      assert.equal(reply.headers["content-encoding"], "gzip", url);
      assert.match(String(reply.headers.vary), /Accept-Encoding/i, url);
      total += reply.body.length;
      const code = gunzipSync(reply.body).toString();
      for (const m of code.matchAll(
        /(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g,
      ))
        queue.push(new URL(m[1]!, `http://x${url}`).pathname);
    }
    assert.ok(seen.size > 0);
    console.log(`home JS over nginx: ${seen.size} files, ${total} bytes gzip`);
    assert.ok(total <= 140_000, `home JS ${total} bytes gzip > 140000`);
  });

  it("gives the staff editor its own policy, with the same other headers", async () => {
    const reply = await get("/admin/");
    if (reply.status === 404 && !existsSync(join(ROOT, "admin"))) return;
    assert.equal(reply.status, 200);
    assertSecurity(reply, "/admin/");
    assert.match(
      String(reply.headers["content-security-policy"]),
      /api\.github\.com/,
    );
  });

  it("passes the smoke e2e suite", () => {
    const run = spawnSync(
      "npx",
      ["playwright", "test", "tests/e2e/smoke.spec.ts"],
      {
        stdio: "inherit",
        env: { ...process.env, E2E_BASE_URL: BASE },
      },
    );
    assert.equal(run.status, 0, "smoke e2e against nginx");
  });
});
