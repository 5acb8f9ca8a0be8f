// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adminShell } from "#scripts/content/editor/admin-shell.ts";

describe("a page of /admin", () => {
  const page = adminShell({
    title: "Print a certificate · Asha Patil",
    head: '<script type="module" src="/admin/certificate.js"></script>\n',
    body: "<main>\n<h1>Print a certificate</h1>\n</main>\n",
  });

  it("is in English, kept from search engines, with its own head and body lines", () => {
    expect(page).toMatch(
      /^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex, nofollow">\n<meta http-equiv="Content-Security-Policy" content="[^"]+">\n<title>Print a certificate · Asha Patil<\/title>\n<script type="module" src="\/admin\/certificate.js"><\/script>\n<\/head>\n<body>\n<main>\n<h1>Print a certificate<\/h1>\n<\/main>\n<\/body>\n<\/html>\n$/,
    );
  });

  it("carries the editor's policy, but for frame-ancestors, which only a header can give", () => {
    expect(page).toContain("script-src 'self'; ");
    expect(page).toContain("form-action 'none'");
    expect(page).not.toContain("frame-ancestors");
  });
});
