// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeUpload } from "#scripts/media/upload-images.ts";

const dir = mkdtempSync(join(tmpdir(), "upload-svg-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an uploaded SVG", () => {
  it("is published as its check cleaned it, without the drawing program's notes", async () => {
    const original = join(dir, "logo.svg");
    writeFileSync(
      original,
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="20" height="10" inkscape:version="1.3"><rect width="20" height="10" fill="#0ea5e9" inkscape:label="box"/></svg>`,
    );
    const files = await makeUpload(
      {
        original,
        base: "/images/uploads/logo.svg",
        widths: [],
        width: 20,
        height: 10,
      },
      join(dir, "cache"),
    );
    expect(
      files.map((f) => ({ ...f, source: f.source.toString("utf8") })),
    ).toEqual([
      {
        fileName: "images/uploads/logo.svg",
        source: `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#0ea5e9"/></svg>\n`,
      },
    ]);
  });
});
