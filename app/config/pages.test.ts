import { readdirSync } from "node:fs";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import {
  headerPages,
  notFoundPage,
  type PageDeclaration,
  pageAt,
  pages,
} from "#app/config/pages.ts";
import { paths, pathsIn } from "#app/config/paths.ts";
import { en } from "#app/i18n/messages/en.ts";
import { mr } from "#app/i18n/messages/mr.ts";
import routes from "#app/routes.ts";

// The route table as React Router matches it (the table is flat: `prefix` writes each path out).
const table: RouteObject[] = routes.map(({ id, path, index, file }) =>
  index ? { id, path, index: true, handle: file } : { id, path, handle: file },
);

/** The route module and route id the table gives an address. */
function routeOf(address: string) {
  const match = matchRoutes(table, address)?.at(-1)?.route;
  return { module: match?.handle as string | undefined, id: match?.id };
}

/** A page's address with a record of the fixtures' (site.json's first branch, a course). */
const exampleOf = (address: string | ((value: string) => string)) =>
  typeof address === "string" ? address : address("kolhapur");

describe("the pages (config/pages.ts)", () => {
  const declared = Object.entries(pages) as [
    keyof typeof pages,
    PageDeclaration,
  ][];

  it("gives every page its Marathi address, routed to the page's own module", () => {
    for (const [name, page] of declared) {
      const english = exampleOf(paths[name]);
      const marathi = exampleOf(pathsIn("mr")[name]);
      expect(marathi, name).toBe(english === "/" ? "/mr" : `/mr${english}`);
      expect(routeOf(marathi).module, marathi).toBe(page.module);
      expect(routeOf(marathi).id, marathi).toMatch(/^mr\//);
      expect(routeOf(english).module, english).toBe(page.module);
    }
  });

  it("routes each address written out to its page", () => {
    expect(routeOf("/")).toEqual({ module: "routes/home.tsx", id: undefined });
    expect(routeOf("/mr")).toEqual({
      module: "routes/home.tsx",
      id: "mr/home",
    });
    expect(routeOf("/mr/learn-more").id).toBe("mr/learn-more");
    expect(routeOf("/courses/java").module).toBe("routes/course.tsx");
    expect(routeOf("/mr/courses/java").id).toBe("mr/course");
    expect(routeOf("/branches/sangli").id).toBe("branch-sangli");
    expect(routeOf("/mr/branches/kolhapur").id).toBe("mr/branch-kolhapur");
    expect(routeOf("/mr/my-enquiries").module).toBe("routes/my-enquiries.tsx");
  });

  it("answers a branch site.json does not name, and any other address, with the not-found page", () => {
    for (const address of [
      "/branches/pune",
      "/mr/branches/pune",
      "/no-such-page",
      "/mr/no-such-page",
      "/mr/404",
    ])
      expect(routeOf(address).module, address).toBe(notFoundPage.module);
  });

  it("routes only declared pages: no route is added beside the declaration", () => {
    const modules = new Set([
      ...declared.map(([, page]) => page.module),
      notFoundPage.module,
    ]);
    for (const route of routes) expect(modules).toContain(route.file);
    const files = readdirSync("app/routes").filter((f) => f.endsWith(".tsx"));
    expect(files.map((f) => `routes/${f}`).toSorted()).toEqual(
      [...modules].toSorted(),
    );
  });

  it("keeps in `paths`, besides the pages, only files and outward links", () => {
    const pageNames = declared.map(([name]) => name as string);
    expect(
      Object.keys(paths).filter((key) => !pageNames.includes(key)),
    ).toEqual([
      "brochure",
      "ogImage",
      "calendar",
      "tel",
      "mailto",
      "chat",
      "absolute",
    ]);
  });

  it("finds the page at an English address", () => {
    expect(pageAt("/")).toBe(pages.home);
    expect(pageAt("/courses")).toBe(pages.courses);
    expect(pageAt("/courses/java")).toBe(pages.course);
    expect(pageAt("/branches/kolhapur")).toBe(pages.branch);
    expect(pageAt("/my-enquiries")?.noindex).toBe(true);
    expect(pageAt("/courses/java/extra")).toBeUndefined();
    expect(pageAt("/branches/")).toBeUndefined();
    expect(pageAt("/no-such-page")).toBeUndefined();
  });
});

describe("paths in each language", () => {
  it("puts every page and the language's own files under its prefix", () => {
    const mr = pathsIn("mr");
    expect(mr.home).toBe("/mr");
    expect(mr.course("java")).toBe("/mr/courses/java");
    expect(mr.branch("sangli")).toBe("/mr/branches/sangli");
    expect(mr.learnMore).toBe("/mr/learn-more");
    expect(mr.brochure).toBe("/files/brochure-mr.pdf");
    expect(mr.calendar("java", 101)).toBe("/calendar/mr/java-101.ics");
    expect(mr.ogImage("java")).toBe("/og/java.jpg");
    expect(paths.brochure).toBe("/files/brochure.pdf");
    expect(paths.calendar("java", 101)).toBe("/calendar/java-101.ics");
    expect(paths.myEnquiries).toBe("/my-enquiries");
  });
});

describe("the header's items", () => {
  it("are SPEC's five, in its order, in both languages", () => {
    expect(headerPages.map((name) => en.layout.nav[name])).toEqual([
      "Home",
      "Courses",
      "About",
      "Placements",
      "Contact",
    ]);
    expect(headerPages.map((name) => pathsIn("mr")[name])).toEqual([
      "/mr",
      "/mr/courses",
      "/mr/about",
      "/mr/placements",
      "/mr/contact",
    ]);
    expect(headerPages.every((name) => mr.layout.nav[name])).toBe(true);
  });
});
