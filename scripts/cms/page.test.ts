// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireContent } from "#scripts/content/load.ts";
import { adminPage, coursesReminder, repositoryOf } from "#scripts/cms/page.ts";

describe("the editor's page", () => {
  it("is not indexed, carries its own policy and loads only the site's copy of the editor", () => {
    const page = adminPage("Nimbus Computer Institute");
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain("script-src 'self';");
    expect(page).toContain(
      "connect-src 'self' blob: data: https://api.github.com",
    );
    // frame-ancestors works only as a header; in a <meta> it only logs an error.
    expect(page).not.toContain("frame-ancestors");
    expect(page).toContain('<script src="/admin/sveltia-cms.js"></script>');
    expect(page).toContain(
      "<title>Edit the site · Nimbus Computer Institute</title>",
    );
  });

  it("reads the repository the staff edit from package.json", () => {
    expect(
      repositoryOf({ repository: "github:nimbus-institute/website" }),
    ).toBe("nimbus-institute/website");
    expect(
      repositoryOf({
        repository: { type: "git", url: "https://github.com/a-b/c.d.git" },
      }),
    ).toBe("a-b/c.d");
    expect(() => repositoryOf({})).toThrow(
      /"repository" must name the GitHub repository/,
    );
  });

  it("tells the staff which courses to update, by their titles", () => {
    const { courses } = requireContent().content;
    expect(coursesReminder(courses, "2026-11-22")).toBe(
      "Update soon: Data Science (every batch has started), Web Design (next batch 5 Dec 2026), Fullstack (MERN) (next batch 1 Dec 2026).",
    );
    expect(coursesReminder(courses, "2024-01-01")).toBeUndefined();
  });
});
