// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPreviewServer } from "#scripts/tools/preview-server.ts";
import {
  headerOf,
  HOSTILE_PATHS,
  hostileReplyProblems,
  RAW_CONTROL_PATHS,
  rawGet,
} from "#tests/security/hostile-paths.ts";

let base = "";
const server = (() => {
  const root = mkdtempSync(join(tmpdir(), "preview-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "courses", "java"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<p>home</p>");
  writeFileSync(join(root, "courses", "java", "index.html"), "<p>java</p>");
  writeFileSync(join(root, "__spa-fallback.html"), "<p>fallback</p>");
  writeFileSync(join(root, "sw.js"), "self.skipWaiting()");
  writeFileSync(join(root, "version.json"), '{"version":"1d8c39e3"}\n');
  mkdirSync(join(root, "images", "uploads"), { recursive: true });
  writeFileSync(join(root, "images", "uploads", "logo.svg"), "<svg/>");
  mkdirSync(join(root, "files"));
  writeFileSync(join(root, "files", "brochure.pdf"), "%PDF-1.7");
  writeFileSync(
    join(root, "_redirects"),
    "/courses/php /courses 301\n/courses/php/ /courses 301\n",
  );
  writeFileSync(
    join(root, "assets", "app-1a2b.js"),
    "console.log(1)".repeat(50),
  );
  return createPreviewServer(root);
})();

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe("preview server", () => {
  it("never moves a visitor to another site, whatever the path holds, and sends the site's headers with every answer, a 400 included", async () => {
    const problems: string[] = [];
    for (const path of [...HOSTILE_PATHS, ...RAW_CONTROL_PATHS])
      problems.push(
        ...hostileReplyProblems(path, await rawGet(base, path), base),
      );
    expect(problems).toEqual([]);
  });

  it("refuses what it will not read, a raw control character or a proxy's absolute address, with the site's headers", async () => {
    for (const path of ["/\t/evil.example/", "http://evil.example/"]) {
      const reply = await rawGet(base, path);
      expect(reply.status, path).toBe(400);
      expect(reply.location, path).toBeUndefined();
      expect(headerOf(reply.head, "strict-transport-security"), path).toBe(
        "max-age=63072000; includeSubDomains",
      );
      expect(headerOf(reply.head, "x-content-type-options"), path).toBe(
        "nosniff",
      );
      expect(headerOf(reply.head, "content-security-policy"), path).toMatch(
        /frame-ancestors 'none'/,
      );
    }
  });

  it("moves a page with a trailing slash and the listed slugs permanently", async () => {
    for (const [from, to] of [
      ["/courses/java/", "/courses/java"],
      ["/courses/php", "/courses"],
      ["/courses/php/", "/courses"],
    ]) {
      const res = await fetch(base + from, { redirect: "manual" });
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("serves a prerendered page, never the home page", async () => {
    for (const path of ["/courses/java"]) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("<p>java</p>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toContain(
        "frame-ancestors 'none'",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("sends course addresses without a page to their language's catalogue, for now", async () => {
    for (const [from, to] of [
      ["/courses/unknown", "/courses"],
      ["/mr/courses/unknown", "/mr/courses"],
    ]) {
      const res = await fetch(base + from, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(to);
    }
    expect((await fetch(`${base}/courses/java`)).status).toBe(200);
  });

  it("gives the staff editor its own policies, and keeps the sign-in window's opener", async () => {
    for (const path of ["/admin", "/admin/config.json"]) {
      const res = await fetch(base + path);
      expect(res.headers.get("cross-origin-opener-policy")).toBe(
        "same-origin-allow-popups",
      );
      expect(res.headers.get("content-security-policy")).toContain(
        "https://api.github.com",
      );
    }
    const page = await fetch(`${base}/courses/java`);
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("serves every picture with the pictures' own policy, however the path is written, and a brochure without sandbox", async () => {
    for (const [path, status] of [
      ["/images/uploads/logo.svg", 200],
      ["/%69mages/uploads/logo.svg", 200],
      ["/x%2F..%2Fimages/uploads/logo.svg", 200],
      ["/images/uploads/missing.svg", 404],
    ] as const) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get("content-security-policy"), path).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
      );
    }
    const brochure = await fetch(`${base}/files/brochure.pdf`);
    expect(brochure.status).toBe(200);
    expect(brochure.headers.get("content-type")).toBe("application/pdf");
    expect(brochure.headers.get("content-security-policy")).not.toMatch(
      /sandbox/,
    );
  });

  it("answers other extension-less paths with the SPA fallback and status 404", async () => {
    const res = await fetch(`${base}/about/team`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("<p>fallback</p>");
  });

  it("gives a real 404 for a missing asset and refuses paths outside the root", async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });

  it("gzips text and caches hashed assets for a year", async () => {
    const res = await fetch(`${base}/assets/app-1a2b.js`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(await res.text()).toBe("console.log(1)".repeat(50));
  });

  it("serves the service worker no-cache, so a new build reaches visitors", async () => {
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the version file as JSON, no-cache, so an open tab learns of a new build", async () => {
    const res = await fetch(`${base}/version.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/json; charset=utf-8",
    );
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual({ version: "1d8c39e3" });
  });
});
