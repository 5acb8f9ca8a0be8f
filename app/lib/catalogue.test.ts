import { describe, expect, it } from "vitest";
import { groupCourses } from "#app/lib/catalogue.ts";

describe("groupCourses", () => {
  const courses = [
    { slug: "a", group: "Data" },
    { slug: "b", group: "Code" },
    { slug: "c", group: "Data" },
  ];

  it("follows the group order and keeps the course order inside each group", () => {
    expect(groupCourses(courses, ["Code", "Data"])).toEqual([
      { name: "Code", courses: [{ slug: "b", group: "Code" }] },
      {
        name: "Data",
        courses: [
          { slug: "a", group: "Data" },
          { slug: "c", group: "Data" },
        ],
      },
    ]);
  });

  it("leaves out groups without courses", () => {
    expect(
      groupCourses(courses, ["Design", "Code"]).map((g) => g.name),
    ).toEqual(["Code"]);
  });
});
