import { describe, expect, it } from "vitest";
import {
  headersFile,
  nginxConf,
  redirectsFile,
} from "#scripts/deploy-recipes.ts";
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
} from "#scripts/security.ts";

const redirects = [{ from: "/courses/php", to: "/courses" }];

describe("deploy recipes", () => {
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

  it("_headers gives the staff editor its own policies in place of the site's, at /admin and below", () => {
    for (const path of ["/admin", "/admin/*"])
      expect(headersFile()).toContain(
        `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${ADMIN_CONTENT_SECURITY_POLICY}\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n`,
      );
    expect(headersFile()).toContain(
      "  Cross-Origin-Opener-Policy: same-origin\n",
    );
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
});
