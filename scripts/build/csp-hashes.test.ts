import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  withScriptHashes,
} from "#scripts/build/csp-hashes.ts";

const sha = (s: string) =>
  `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inline script hashes", () => {
  const page = `<html><head><meta charSet="utf-8"/><script type="module" src="/a.js"></script></head><body><script>window.x = 1;</script><script type="application/ld+json">{"a":1}</script><script type="module">import("/b.js");</script><script type="application/json" id="data">{}</script></body></html>`;

  it("hashes the inline scripts that run only, in order: no data block", () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha("window.x = 1;"),
      sha('import("/b.js");'),
    ]);
  });

  it("puts a meta policy right after the charset", () => {
    const out = withScriptHashes(page);
    expect(out).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha("window.x = 1;")} ${sha('import("/b.js");')}"/>`,
    );
  });

  it("gives a page without inline scripts a policy that lets none run", () => {
    const plain = `<html><head><meta charset="utf-8"></head><body><p>hi</p></body></html>`;
    expect(withScriptHashes(plain)).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/></head><body><p>hi</p></body></html>`,
    );
  });

  it("leaves a page that carries its own whole policy and no inline script as it is", () => {
    const editor = `<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'"></head><body><script src="/admin/cms.js"></script></body></html>`;
    expect(withScriptHashes(editor)).toBe(editor);
  });
});
