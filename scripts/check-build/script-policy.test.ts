// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkScriptPolicy } from "#scripts/check-build/script-policy.ts";
import { siteOf } from "#scripts/check-build/test-site.ts";

// sha256 of "window.x=1;" and of "go();", written out (echo -n … | openssl sha256 -binary | base64).
const X = "'sha256-g7sq2RbwbLEHSBobiM09D+ctI3iVsKqmfbqIiETF4t4='";
const GO = "'sha256-bYOqbsii8BMz1hC57p5sZG4K4cMuk6QQDiwupM2aRMM='";
const policy = (sources: string) =>
  `<meta http-equiv="Content-Security-Policy" content="script-src 'self'${sources}"/>`;

describe("every HTML file's script policy", () => {
  it("accepts a page whose inline scripts are all hashed, and a page without any", () => {
    const result = checkScriptPolicy(
      siteOf({
        "index.html": `<!doctype html><html><head><meta charset="utf-8">${policy(` ${X} ${GO}`)}<script src="/a.js"></script></head><body><script>window.x=1;</script><script type="module">go();</script><script type="application/ld+json">{"a":1}</script></body></html>`,
        "offline.html": `<!doctype html><html><head><meta charset="utf-8">${policy("")}</head><body><p>Offline</p></body></html>`,
      }),
    );
    expect(result).toEqual({
      problems: [],
      figures: [
        "script policy         2 HTML files, each with its own <meta> script policy",
      ],
    });
  });

  it("names a page without a policy, with a loose one, or with a script the policy does not list", () => {
    const site = siteOf({
      "a.html": `<!doctype html><html><head><meta charset="utf-8"></head><body><p>a</p></body></html>`,
      "b.html": `<!doctype html><html><head>${policy(" 'unsafe-inline' https:")}</head><body></body></html>`,
      "c.html": `<!doctype html><html><head>${policy(` ${X}`)}</head><body><script>window.x=1;</script><script>go();</script></body></html>`,
      "d.html": `<!doctype html><html><head><script>go();</script>${policy(` ${GO}`)}</head><body></body></html>`,
      "e.html": `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/></head><body></body></html>`,
    });
    expect(checkScriptPolicy(site).problems).toEqual([
      "a.html: 0 <meta> script policies (one, before the first script)",
      "b.html: script-src allows 'unsafe-inline'",
      "b.html: script-src allows https:",
      "c.html: an inline script is not in the policy (go();…)",
      "d.html: a script comes before the <meta> script policy",
      "e.html: the <meta> policy has no script-src",
    ]);
  });

  it("names inline event handlers and javascript: addresses, which no hash allows", () => {
    const site = siteOf({
      "a.html": `<!doctype html><html><head>${policy("")}</head><body><img src="x.png" alt="" onerror="go()"><a href=" java\tscript:go()">x</a><svg><a xlink:href="JAVASCRIPT:go()"><text>y</text></a></svg></body></html>`,
    });
    expect(checkScriptPolicy(site).problems).toEqual([
      "a.html: <img onerror>, an inline event handler",
      'a.html: <a href=" java\tscript:go()">, a javascript: address',
      'a.html: <a xlink:href="JAVASCRIPT:go()">, a javascript: address',
    ]);
  });
});
