// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkKeptBack } from "#scripts/check-build/kept-back.ts";
import { siteOf } from "#scripts/check-build/test-site.ts";

describe("what the content keeps back", () => {
  it("passes a build whose pages, data and scripts hold no consent date", () => {
    const site = siteOf({
      "index.html": "<p>Java · 2.5 months · Paid</p>",
      "placements.data": '[{"fee":"Paid","duration":"2.5 months"}]',
      "assets/home.js": "export const x = 1;",
      "admin/config.json": '{"fields":[{"name":"consentRecorded"}]}',
    });
    expect(checkKeptBack(site)).toEqual({
      problems: [],
      figures: [
        "kept back             no consent date in 3 pages, data files and scripts",
      ],
    });
  });

  it("names every file that holds one", () => {
    const site = siteOf({
      "index.html": '<script>x={"consentRecorded":"2025-03-18"}</script>',
      "mr/placements.data": '["consentRecorded","2025-03-18"]',
      "assets/placements-1.js":
        'export const placements=[{"consentRecorded":"2025-03-18"}];',
      "images/a.webp": "consentRecorded",
    });
    expect(checkKeptBack(site).problems).toEqual([
      'assets/placements-1.js: holds a student\'s consent date ("consentRecorded"), which stays in the content',
      'index.html: holds a student\'s consent date ("consentRecorded"), which stays in the content',
      'mr/placements.data: holds a student\'s consent date ("consentRecorded"), which stays in the content',
    ]);
  });
});
