import { describe, expect, it } from "vitest";
import {
  popularCoursesToggleLabel,
  isPopularCourseShown,
} from "#app/lib/popular-courses.ts";
import { POPULAR_COURSES_PAGE_SIZE } from "#app/config/constants.ts";
import { home as homeEn } from "#app/i18n/messages/en/home.ts";
import { home as homeMr } from "#app/i18n/messages/mr/home.ts";

const en = { texts: homeEn.popularCourses };

describe("isPopularCourseShown", () => {
  const shown = (expanded: boolean, count = 28) =>
    Array.from({ length: count }, (_, i) => i).filter((i) =>
      isPopularCourseShown(i, expanded),
    );

  it("shows the first 8 while collapsed", () => {
    expect(POPULAR_COURSES_PAGE_SIZE).toBe(8);
    expect(shown(false)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows all 28 when expanded", () => {
    expect(shown(true)).toHaveLength(28);
  });

  it("shows everything when there are fewer cards than a page", () => {
    expect(shown(false, 5)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("popularCoursesToggleLabel", () => {
  it("offers the 20 remaining courses while collapsed, then 'Show Less'", () => {
    expect(popularCoursesToggleLabel(28, false, en)).toBe("More Courses (20)");
    expect(popularCoursesToggleLabel(28, true, en)).toBe("Show Less");
  });

  it("counts what is left for any total and page size", () => {
    expect(popularCoursesToggleLabel(9, false, en)).toBe("More Courses (1)");
    expect(popularCoursesToggleLabel(10, false, { ...en, pageSize: 4 })).toBe(
      "More Courses (6)",
    );
  });

  it("words the toggle in Marathi with the Marathi texts", () => {
    const texts = homeMr.popularCourses;
    expect(popularCoursesToggleLabel(28, false, { texts })).toBe(
      "आणखी कोर्सेस (20)",
    );
    expect(popularCoursesToggleLabel(28, true, { texts })).toBe("कमी दाखवा");
    expect(popularCoursesToggleLabel(8, false, { texts })).toBeNull();
  });

  it("has no toggle when the first page already holds every card", () => {
    expect(popularCoursesToggleLabel(8, false, en)).toBeNull();
    expect(popularCoursesToggleLabel(3, true, en)).toBeNull();
    expect(popularCoursesToggleLabel(0, false, en)).toBeNull();
  });
});
