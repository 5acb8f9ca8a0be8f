// The promises every host of the built site keeps, checked over HTTP on the wire: status codes,
// redirects in both languages, 404s for pages (the not-found page of the address's language)
// and for files (plain), headers on every response, the editor's headers, caching, and the home
// page's JavaScript budget as served. One module, called by each host's suite (tests/nginx,
// tests/hosts/cloudflare.check.ts), so no host is held to less.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { request } from "node:http";
import { describe, it } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  followedOrigin,
  headerOf,
  HOSTILE_PATHS,
  hostileReplyProblems,
  RAW_CONTROL_PATHS,
  rawGet,
  SECURITY,
} from "#tests/security/hostile-paths.ts";
import { PLANTED } from "#tests/security/planted-site.ts";
import {
  fillPath,
  type PageDeclaration,
  type PageRecords,
  pages,
} from "#app/config/pages.ts";
import { localeCodes, localizePath } from "#app/content/locales.ts";

/** The course slugs without a page of their own (SPEC.md), moved to the catalogue. */
export const SLUGS = [
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
/** The record a page made per record is checked at: one the built site has. */
const EXAMPLE_RECORD = {
  course: "java",
  branch: "kolhapur",
} as const satisfies Record<PageRecords, string>;
/** Every declared page (app/config/pages.ts) in every language. */
const PAGES = localeCodes.flatMap((locale) =>
  Object.values(pages).map((page: PageDeclaration) =>
    localizePath(
      page.each ? fillPath(page.path, EXAMPLE_RECORD[page.each]) : page.path,
      locale,
    ),
  ),
);
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything under /images/: a picture's own styles and pictures, nothing else, sandboxed. */
const IMAGES_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";
/**
 * The planted picture written as a link could write it, hoping the host serves the file but
 * matches its rules on the address as written: each must be refused or get the pictures' policy.
 */
const PLANTED_SPELLINGS = [
  "/%69mages/uploads/planted.svg",
  "/images/uploads/%70lanted.svg",
  "/images%2Fuploads%2Fplanted.svg",
  "//images/uploads/planted.svg",
  "/images//uploads/planted.svg",
  "/./images/uploads/planted.svg",
  "/x/../images/uploads/planted.svg",
  "/x/%2e%2e/images/uploads/planted.svg",
  "/x%2F..%2Fimages/uploads/planted.svg",
  "/IMAGES/uploads/planted.svg",
  "/images/uploads/planted.svg?x=1",
  "/images/uploads/planted.svg;x",
  "/images/uploads/planted.svg/",
  "/images/uploads/planted.html",
  "/images/uploads/planted",
];
const BUDGET = 140_000;

export type Reply = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** One request, no redirect following, no decompression: what travels on the wire. */
export function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
) {
  return new Promise<Reply>((done, fail) => {
    const req = request(base + path, { headers }, (res) => {
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

/** Waits until the server at `base` answers, for at most `ms`. */
export async function waitForServer(base: string, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await get(base, "/");
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The site's security headers, with the opener policy expected on this path. */
export function assertSecurity(
  reply: Reply,
  path: string,
  opener = "same-origin",
) {
  for (const [name, value] of Object.entries(SECURITY))
    assert.equal(reply.headers[name], value, `${name} on ${path}`);
  assert.equal(
    reply.headers["cross-origin-opener-policy"],
    opener,
    `Cross-Origin-Opener-Policy on ${path}`,
  );
  const csp = String(reply.headers["content-security-policy"] ?? "");
  assert.match(csp, /frame-ancestors 'none'/, `CSP on ${path}`);
  assert.match(
    String(reply.headers["permissions-policy"] ?? ""),
    /camera=\(\)/,
    `Permissions-Policy on ${path}`,
  );
}

const decode = (reply: Reply) => {
  const encoding = reply.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(reply.body);
  if (encoding === "br") return brotliDecompressSync(reply.body);
  return reply.body;
};

/** What a host does before any configuration of the site runs, which no recipe can change. */
export type HostFront = {
  /**
   * The host refuses a request line holding a raw control character itself (a 400), before
   * any rule or header of the site: Cloudflare's runtime does ("invalid URI"), before the
   * Worker and `_headers`. Such an answer is then held to no Location only.
   */
  refusesRawControls?: boolean;
};

/**
 * Registers the host checks as node:test cases against the server at `base()` (read when the
 * tests run, after the suite's `before` started it).
 */
export function hostChecks(
  host: string,
  base: () => string,
  front: HostFront = {},
) {
  /** One request; whatever the check, an answer that moves the visitor keeps them on the site. */
  const fetch = async (path: string, headers?: Record<string, string>) => {
    const reply = await get(base(), path, headers);
    const location = reply.headers.location;
    if (location !== undefined)
      assert.equal(
        followedOrigin(String(location), base()),
        new URL(base()).origin,
        `${path}: Location ${JSON.stringify(location)}`,
      );
    return reply;
  };

  describe(`${host}: the promises of the host`, () => {
    it("serves every page with 200, no-cache and the site's headers", async () => {
      for (const path of PAGES) {
        const reply = await fetch(path);
        assert.equal(reply.status, 200, path);
        assert.match(
          String(reply.headers["content-type"]),
          /^text\/html/,
          path,
        );
        assert.equal(reply.headers["cache-control"], "no-cache", path);
        assertSecurity(reply, path);
        assert.doesNotMatch(
          String(reply.headers["content-security-policy"]),
          /api\.github\.com/,
          `site policy on ${path}`,
        );
      }
    });

    it("moves the 19 slugs permanently to the catalogue of their language, with or without a trailing slash", async () => {
      assert.equal(SLUGS.length, 19);
      for (const [prefix, to] of [
        ["/courses/", "/courses"],
        ["/mr/courses/", "/mr/courses"],
      ] as const)
        for (const slug of SLUGS)
          for (const path of [`${prefix}${slug}`, `${prefix}${slug}/`]) {
            const reply = await fetch(path);
            assert.equal(reply.status, 301, path);
            assert.equal(reply.headers.location, to, path);
            assertSecurity(reply, path);
          }
    });

    it("moves pages with a trailing slash to the address without it", async () => {
      for (const [from, to] of [
        ["/courses/java/", "/courses/java"],
        ["/about/", "/about"],
        ["/courses/", "/courses"],
        ["/contact/", "/contact"],
        ["/mr/courses/java/", "/mr/courses/java"],
      ] as const) {
        const reply = await fetch(from);
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
        const reply = await fetch(from);
        assert.equal(reply.status, 302, from);
        assert.equal(reply.headers.location, to, from);
        assert.equal(reply.headers["cache-control"], "no-cache", from);
        assertSecurity(reply, from);
      }
    });

    it("answers an unknown page with the not-found page of its language and status 404", async () => {
      for (const [path, lang] of [
        ["/nope", "en-IN"],
        ["/about/team", "en-IN"],
        ["/mr/nope", "mr"],
      ] as const) {
        const reply = await fetch(path);
        assert.equal(reply.status, 404, path);
        assert.match(
          String(reply.headers["content-type"]),
          /^text\/html/,
          path,
        );
        assert.match(
          decode(reply).toString(),
          new RegExp(`<html lang="${lang}"`),
          `${path} is in ${lang}`,
        );
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
        const reply = await fetch(path);
        assert.equal(reply.status, 404, path);
        assert.doesNotMatch(
          String(reply.headers["content-type"]),
          /html/,
          `${path} is not HTML`,
        );
        assert.doesNotMatch(decode(reply).toString(), /<html/i, path);
        assert.notEqual(reply.headers["cache-control"], IMMUTABLE, path);
        assertSecurity(reply, path);
      }
    });

    it("caches hashed assets for a year and media for a day", async () => {
      const home = decode(await fetch("/")).toString();
      const asset = home.match(/\/assets\/[^"']+\.js/)?.[0];
      assert.ok(asset, "the home page names a script");
      const reply = await fetch(asset);
      assert.equal(reply.status, 200);
      assert.match(String(reply.headers["content-type"]), /javascript/);
      assert.equal(reply.headers["cache-control"], IMMUTABLE);
      assertSecurity(reply, asset);

      const image = home.match(
        /\/images\/[^"' ,]+\.(?:webp|avif|jpg|png)/,
      )?.[0];
      assert.ok(image, "the home page shows a picture");
      const picture = await fetch(image);
      assert.equal(picture.status, 200, image);
      assert.equal(picture.headers["cache-control"], "public, max-age=86400");
      assertSecurity(picture, image);

      for (const path of [
        "/robots.txt",
        "/sitemap.xml",
        "/favicon.svg",
        "/sw.js",
      ]) {
        const file = await fetch(path);
        assert.equal(file.status, 200, path);
        assert.equal(file.headers["cache-control"], "no-cache", path);
        assertSecurity(file, path);
      }
    });

    it("serves the version file as JSON, revalidated, holding the build's id and nothing else", async () => {
      const reply = await fetch("/version.json");
      assert.equal(reply.status, 200);
      assert.match(String(reply.headers["content-type"]), /^application\/json/);
      assert.equal(reply.headers["cache-control"], "no-cache");
      assertSecurity(reply, "/version.json");
      // The id the pages carry: their manifest's, which its file name repeats.
      const home = decode(await fetch("/")).toString();
      const id = home.match(/\/assets\/manifest-([0-9a-f]+)\.js/)?.[1];
      assert.ok(id, "the home page names its manifest");
      assert.deepEqual(JSON.parse(decode(reply).toString()), { version: id });
    });

    it("serves the batches' calendar files as text/calendar, revalidated", async (t) => {
      const links = new Set<string>();
      for (const page of ["/courses/java", "/mr/courses/java"]) {
        const html = decode(await fetch(page)).toString();
        for (const m of html.matchAll(/href="(\/calendar\/[^"]+\.ics)"/g))
          links.add(m[1]!);
      }
      // The real content's batches change every week: one day the Java page may list none.
      if (links.size === 0) return t.skip("the Java page lists no batch");
      for (const path of links) {
        const reply = await fetch(path);
        assert.equal(reply.status, 200, path);
        assert.match(
          String(reply.headers["content-type"]),
          /^text\/calendar/,
          path,
        );
        assert.equal(reply.headers["cache-control"], "no-cache", path);
        assertSecurity(reply, path);
        assert.match(decode(reply).toString(), /^BEGIN:VCALENDAR\r\n/, path);
      }
      const missing = await fetch("/calendar/no-such-course-1.ics");
      assert.equal(missing.status, 404);
      assert.doesNotMatch(String(missing.headers["content-type"]), /html/);
    });

    it("keeps every redirect on the site, its own and the host's, whatever the path holds, and sends the site's headers with every answer, a 400 included", async () => {
      const problems: string[] = [];
      for (const path of HOSTILE_PATHS)
        problems.push(
          ...hostileReplyProblems(path, await rawGet(base(), path), base()),
        );
      for (const path of RAW_CONTROL_PATHS) {
        const reply = await rawGet(base(), path);
        if (!front.refusesRawControls)
          problems.push(...hostileReplyProblems(path, reply, base()));
        else if (reply.status !== 400 || reply.location !== undefined)
          problems.push(`${JSON.stringify(path)}: ${reply.head}`);
      }
      assert.deepEqual(problems, []);
    });

    it("gives every HTML page a script policy that runs only its own hashed inline scripts", async () => {
      const pages = [
        ...PAGES,
        "/nope",
        "/mr/nope",
        "/offline.html",
        "/mr/offline.html",
      ];
      for (const path of pages) {
        let reply = await fetch(path);
        // Cloudflare serves /offline.html at /offline.
        const moved = reply.headers.location;
        if (reply.status === 307 && typeof moved === "string")
          reply = await fetch(moved);
        const html = decode(reply).toString();
        const meta = html.match(
          /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/,
        );
        assert.ok(meta, `${path} has a <meta> script policy`);
        assert.match(
          meta[1]!,
          /^script-src 'self'(?: 'sha256-[\w+/]+=*')*$/,
          `${path}: ${meta[1]}`,
        );
        const firstScript = html.indexOf("<script");
        assert.ok(
          firstScript === -1 || meta.index! < firstScript,
          `${path}: the policy comes before the first script`,
        );
      }
    });

    it("serves everything under /images/ with the pictures' own policy (no script, sandboxed), the planted files too", async () => {
      const home = decode(await fetch("/")).toString();
      const picture = home.match(/\/images\/[^"' ,]+\.(?:webp|avif)/)?.[0];
      const logos = decode(await fetch("/placements")).toString();
      const logo = logos.match(/\/images\/[^"' ,]+\.svg/)?.[0];
      assert.ok(picture, "the home page shows a picture");
      assert.ok(logo, "the placements page shows a logo");
      for (const path of [picture, logo, PLANTED.svg, PLANTED.html]) {
        let reply = await fetch(path);
        // Cloudflare serves planted.html at /images/uploads/planted.
        const moved = reply.headers.location;
        if (reply.status === 307 && typeof moved === "string")
          reply = await fetch(moved);
        assert.equal(reply.status, 200, path);
        assert.equal(
          reply.headers["content-security-policy"],
          IMAGES_POLICY,
          path,
        );
        assertSecurity(reply, path);
      }
      const missing = await fetch("/images/uploads/none.svg");
      assert.equal(missing.status, 404);
      assert.equal(missing.headers["content-security-policy"], IMAGES_POLICY);
    });

    it("gives the planted picture the pictures' policy however the address is written", async () => {
      const served: string[] = [];
      for (const path of PLANTED_SPELLINGS) {
        const reply = await rawGet(base(), path);
        if (reply.status !== 200) continue;
        served.push(path);
        assert.equal(
          headerOf(reply.head, "content-security-policy"),
          IMAGES_POLICY,
          `${path}: ${reply.head.split("\r\n")[0]}`,
        );
      }
      console.log(
        `${host}: served as the planted picture: ${served.join(" ")}`,
      );
      assert.ok(served.length > 0);
    });

    it("serves the brochures as PDFs without a sandbox, which Chromium's viewer may refuse", async () => {
      for (const path of ["/files/brochure.pdf", "/files/brochure-mr.pdf"]) {
        const reply = await fetch(path);
        assert.equal(reply.status, 200, path);
        assert.equal(reply.headers["content-type"], "application/pdf", path);
        assert.doesNotMatch(
          String(reply.headers["content-security-policy"]),
          /\bsandbox\b/,
          path,
        );
        assertSecurity(reply, path);
      }
    });

    it("compresses the home page's JavaScript to at most 140 KB", async () => {
      const seen = new Set<string>();
      const html = decode(await fetch("/")).toString();
      const queue = [...html.matchAll(/\/assets\/[^"'\s)]+\.js/g)].map(
        (m) => m[0],
      );
      let total = 0;
      while (queue.length) {
        const url = queue.shift()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const reply = await fetch(url, { "accept-encoding": "gzip" });
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
      console.log(
        `home JS over ${host}: ${seen.size} files, ${total} bytes gzip`,
      );
      assert.ok(total <= BUDGET, `home JS ${total} bytes gzip > ${BUDGET}`);
    });

    it("gives the staff editor its own policy, and an opener policy that keeps the sign-in window", async () => {
      // One address serves the editor (nginx: /admin/, Cloudflare: /admin); the other moves to it.
      const replies = await Promise.all(
        ["/admin", "/admin/"].map(async (path) => ({
          path,
          reply: await fetch(path),
        })),
      );
      const served = replies.filter((r) => r.reply.status === 200);
      assert.equal(served.length, 1, "one address serves the editor");
      for (const { path, reply } of replies) {
        assertSecurity(reply, path, "same-origin-allow-popups");
        if (reply.status === 200) {
          assert.match(
            String(reply.headers["content-security-policy"]),
            /connect-src [^;]*https:\/\/api\.github\.com/,
            path,
          );
          assert.match(decode(reply).toString(), /sveltia-cms\.js/, path);
        } else {
          assert.equal(reply.status, 301, path);
          assert.equal(reply.headers.location, served[0]!.path, path);
        }
      }
      const config = await fetch("/admin/config.json");
      assert.equal(config.status, 200);
      assertSecurity(config, "/admin/config.json", "same-origin-allow-popups");
    });

    it("serves the certificates: the printable page under the editor's policy, the lookup files as JSON revalidated, a missing one as a plain 404", async () => {
      for (const path of ["/admin/certificate", "/admin/certificate.js"]) {
        const reply = await fetch(path);
        assert.equal(reply.status, 200, path);
        assert.match(
          String(reply.headers["content-type"]),
          path.endsWith(".js") ? /javascript/ : /^text\/html/,
          path,
        );
        assertSecurity(reply, path, "same-origin-allow-popups");
        assert.match(
          String(reply.headers["content-security-policy"]),
          /script-src 'self';/,
          path,
        );
      }
      for (const path of ["/verify", "/mr/verify"]) {
        const reply = await fetch(path);
        assert.equal(reply.status, 200, path);
        assert.match(
          decode(reply).toString(),
          /<meta name="robots" content="noindex"/,
          path,
        );
      }
      for (const path of [
        "/certificates/revoked.json",
        "/certificates/keys.json",
      ]) {
        const reply = await fetch(path);
        assert.equal(reply.status, 200, path);
        assert.match(
          String(reply.headers["content-type"]),
          /^application\/json/,
          path,
        );
        assert.equal(reply.headers["cache-control"], "no-cache", path);
        assertSecurity(reply, path);
      }
      // An unknown number's file: a plain 404, never a page, which the verify page reads as such.
      const missing = "/certificates/00000000000000000000000000000000.json";
      const reply = await fetch(missing);
      assert.equal(reply.status, 404, missing);
      assert.doesNotMatch(
        String(reply.headers["content-type"]),
        /html/,
        missing,
      );
    });
  });
}

/**
 * Runs browser specs of tests/hosts in Chromium against `baseUrl`: the smoke pages
 * (smoke.spec.ts) load, hydrate and log no console error. Asynchronous, so that servers in this
 * process (the stub GitHub) keep answering while the browser runs.
 */
export async function browserChecks(
  baseUrl: string,
  specs: readonly string[] = ["tests/hosts/smoke.spec.ts"],
  env: Record<string, string> = {},
) {
  const run = spawn(
    "npx",
    [
      "playwright",
      "test",
      "--config",
      "tests/hosts/playwright.config.ts",
      ...specs,
    ],
    {
      stdio: "inherit",
      env: { ...process.env, HOST_BASE_URL: baseUrl, ...env },
    },
  );
  const status = await new Promise<number | null>((done) =>
    run.once("exit", done),
  );
  assert.equal(status, 0, `${specs.join(", ")} against ${baseUrl}`);
}
