import { describe, expect, it } from "vitest";
import { headersFile, nginxConf, redirectsFile } from "./deploy-recipes";
import { CONTENT_SECURITY_POLICY } from "./security";

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
      "/assets/*\n  Cache-Control: public, max-age=31536000, immutable",
    );
  });

  it("_redirects moves the slugs permanently and falls back to the app shell with 404", () => {
    expect(redirectsFile(redirects)).toBe(
      "/courses/php /courses 301\n/* /__spa-fallback.html 404\n",
    );
  });

  it("nginx redirects the slugs and never falls back to the home page", () => {
    const conf = nginxConf(redirects);
    expect(conf).toContain("location = /courses/php { return 301 /courses; }");
    expect(conf).toContain(
      `add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`,
    );
    expect(conf).toContain("try_files $uri $uri/index.html @fallback;");
    expect(conf).not.toMatch(/try_files[^;]*\/index\.html;/);
  });
});
