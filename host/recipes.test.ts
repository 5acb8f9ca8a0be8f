import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { headersFile, nginxConf, redirectsFile } from "#host/recipes.ts";
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  securityHeaders,
} from "#host/headers.ts";

/** Everything under /images/: a picture's styles and pictures, nothing else, sandboxed. */
const IMAGES_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

const redirects = [{ from: "/courses/php", to: "/courses" }];

const YEAR_S = 365 * 24 * 60 * 60;

/** Whether a Strict-Transport-Security value holds for a year or more, subdomains included. */
const strictForAYear = (value: string) => {
  const directives = value.split(";").map((d) => d.trim().toLowerCase());
  const maxAge = directives.find((d) => d.startsWith("max-age="));
  return (
    directives.includes("includesubdomains") &&
    Number(maxAge?.slice("max-age=".length)) >= YEAR_S
  );
};

describe("deploy recipes", () => {
  it("send HTTPS-only (HSTS) for at least a year, subdomains included: _headers for every file, nginx at every location and for its own answers", () => {
    const headers = headersFile({ workerName: "institute-site" });
    // The `/*` rule, up to the next rule, sends it; no later rule takes it away.
    const all = headers.slice(0, headers.indexOf("\n/", 3));
    const sent = [
      ...all.matchAll(/^ {2}Strict-Transport-Security: (.+)$/gm),
    ].map((m) => m[1]!);
    expect(sent).toHaveLength(1);
    expect(strictForAYear(sent[0]!), sent[0]).toBe(true);
    expect(headers).not.toMatch(/^ {2}! Strict-Transport-Security/m);
    expect(headers.match(/Strict-Transport-Security/g)).toHaveLength(1);

    const conf = nginxConf(redirects);
    // The server level, then each location: nginx drops an outer add_header where a block
    // sets its own, so each needs it.
    const blocks = conf.split(/\n {4}location /);
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      const values = [
        ...block.matchAll(
          /^ +add_header Strict-Transport-Security "([^"]+)" always;$/gm,
        ),
      ].map((m) => m[1]!);
      expect(values, block.slice(0, 40)).toHaveLength(1);
      expect(strictForAYear(values[0]!), values[0]).toBe(true);
    }
    expect(strictForAYear("max-age=31535999; includeSubDomains")).toBe(false);
    expect(strictForAYear("max-age=63072000")).toBe(false);
  });

  it("_headers sends the security headers everywhere and caches hashed assets for a year", () => {
    const file = headersFile();
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(file).toContain(
      `Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`,
    );
    expect(file).toContain("X-Content-Type-Options: nosniff");
    expect(file).toContain(
      "  Cache-Control: no-cache\n  Vary: Accept-Encoding\n",
    );
    // Detached first: Cloudflare would otherwise send "no-cache, public, …".
    expect(file).toContain(
      "/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
    expect(file).toContain(
      "/images/*\n  ! Cache-Control\n  Cache-Control: public, max-age=86400\n",
    );
  });

  it("_headers gives everything under /images/ its own policy in place of the site's, and no other path a sandbox", () => {
    const file = headersFile();
    // Detached first: Cloudflare would otherwise send the site's policy and this one, joined.
    expect(file).toContain(
      `/images/*\n  ! Cache-Control\n  Cache-Control: public, max-age=86400\n  ! Content-Security-Policy\n  Content-Security-Policy: ${IMAGES_POLICY}\n/videos/*\n`,
    );
    const sandboxed = file
      .split("\n")
      .filter((l) => /Content-Security-Policy.*\bsandbox\b/.test(l));
    expect(sandboxed).toEqual([`  Content-Security-Policy: ${IMAGES_POLICY}`]);
    expect(file).not.toMatch(/^\/files/m);
  });

  it("one source: the pictures' policy under /images/ only; the brochures under /files/ keep the site's", () => {
    for (const path of [
      "/images/uploads/logo.svg",
      "/images/courses/java-1200.webp",
    ])
      expect(securityHeaders(path)["Content-Security-Policy"], path).toBe(
        IMAGES_POLICY,
      );
    for (const path of [
      "/files/brochure.pdf",
      "/files/brochure-mr.pdf",
      "/",
      "/imagesx/a.svg",
    ])
      expect(securityHeaders(path)["Content-Security-Policy"], path).toBe(
        CONTENT_SECURITY_POLICY,
      );
  });

  it("_headers gives the staff editor its own policies in place of the site's, at /admin and below", () => {
    for (const path of ["/admin", "/admin/*"])
      expect(headersFile()).toContain(
        `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${ADMIN_CONTENT_SECURITY_POLICY}\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n`,
      );
    expect(headersFile()).toContain(
      "  Cross-Origin-Opener-Policy: same-origin\n",
    );
  });

  it("_headers keeps the files of every preview address of the Worker out of search engines, and no other host's", () => {
    const file = headersFile({ workerName: "institute-site" });
    // The site's rules as without it, then the one rule.
    expect(file.startsWith(headersFile())).toBe(true);
    expect(file).toMatch(
      /\nhttps:\/\/:version-institute-site\.:account\.workers\.dev\/\*\n {2}X-Robots-Tag: noindex, nofollow\n$/,
    );
    expect(headersFile()).not.toContain("X-Robots-Tag");
    expect(file.match(/X-Robots-Tag/g)).toHaveLength(1);
  });

  it("_redirects moves the slugs permanently and has no splat that could catch a real page", () => {
    expect(redirectsFile(redirects)).toBe(
      "/courses/php /courses 301\n/courses/php/ /courses 301\n",
    );
  });

  it("nginx redirects the slugs and gives every location the full set of headers", () => {
    const conf = nginxConf(redirects);
    expect(conf).toContain("location = /courses/php {");
    expect(conf).toContain("location = /courses/php/ {");
    expect(conf).toContain("return 301 /courses;");
    expect(conf).toContain("location /mr/courses/ {");
    expect(conf).toContain("return 302 /mr/courses;");
    expect(conf).toContain("gzip_comp_level 6;");
    // Real behaviour is proven on nginx itself by tests/nginx/nginx.check.ts; here only that
    // no location relies on inheriting add_header from the server level.
    const blocks = conf.split(/\n {4}location /).slice(1);
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      expect(block).toContain('add_header Content-Security-Policy "');
      expect(block).toContain('add_header X-Frame-Options "DENY" always;');
    }
    expect(conf).toContain(
      `add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`,
    );
    expect(conf).not.toContain("rewrite");
    expect(conf).toContain("location = /admin {");
    expect(conf).toContain("return 301 /admin/;");
    expect(conf).toContain(
      'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
    );
  });

  it("nginx gives its own answers before any location, such as a 400 for a request line it will not read, the site's headers", () => {
    const conf = nginxConf(redirects);
    // The server level: what comes before the first location.
    const server = conf.slice(0, conf.indexOf("\n    location "));
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(server).toContain(`\n    add_header ${name} "${value}" always;\n`);
  });

  it("nginx says to serve it over TLS, and an http server that only moves to https, while listening on port 80 as the tests run it", () => {
    const conf = nginxConf(redirects);
    const comments = conf
      .split("\n")
      .filter((l) => l.startsWith("#"))
      .map((l) => l.replace(/^#\s*/, ""));
    for (const line of [
      "listen 443 ssl;",
      "ssl_certificate     /etc/letsencrypt/live/www.example.com/fullchain.pem;",
      "ssl_certificate_key /etc/letsencrypt/live/www.example.com/privkey.pem;",
      "listen 80;",
      "return 301 https://www.example.com$request_uri;",
    ])
      expect(comments).toContain(line);
    expect(comments.join(" ")).toContain(
      "browsers ignore Strict-Transport-Security on a plain-HTTP answer",
    );
    // The one line tests/nginx/nginx.check.ts substitutes, besides root, is still there once.
    expect(conf.match(/^\s*listen .*$/gm)).toEqual(["    listen 80;"]);
    const readme = readFileSync(
      resolve(import.meta.dirname, "../docs/deploying.md"),
      "utf8",
    ).replace(/\s+/g, " ");
    expect(readme).toContain(
      "browsers ignore `Strict-Transport-Security` over plain HTTP, so serve it over TLS: make its `listen` line `listen 443 ssl;`",
    );
  });

  it("nginx serves /images/ with the pictures' policy in its own location, a missing picture too, and nothing else sandboxed", () => {
    const blocks = nginxConf(redirects).split(/\n {4}location /);
    const images = blocks.find((b) => b.startsWith("^~ /images/ {"))!;
    expect(images).toContain(
      `add_header Content-Security-Policy "${IMAGES_POLICY}" always;`,
    );
    expect(images).toContain('add_header X-Frame-Options "DENY" always;');
    expect(images).toContain(
      'add_header Cache-Control "public, max-age=86400" always;',
    );
    expect(images).toContain("error_page 404 @missing_image;");
    const sandboxed = blocks.filter((b) =>
      /Content-Security-Policy "[^"]*\bsandbox\b/.test(b),
    );
    expect(sandboxed.map((b) => b.slice(0, b.indexOf("{")))).toEqual([
      "^~ /images/ ",
      "@missing_image ",
    ]);
    expect(sandboxed[1]).toContain(
      `add_header Content-Security-Policy "${IMAGES_POLICY}" always;`,
    );
  });
});
