import {
  type RouteConfig,
  index,
  prefix,
  route,
} from "@react-router/dev/routes";
import { paths } from "#app/config/paths.ts";
import { siteConfig } from "#app/config/site.ts";

/**
 * The pages, once per language: English at SPEC.md's addresses, each other language under its
 * own prefix (/mr, /mr/courses/java, …). The same modules serve both; they read the language
 * from the address (app/i18n).
 */
const pages = (lang?: string) => {
  // The English modules keep their default ids (routes/home, …), which the build reads.
  const id = (name: string) => (lang ? { id: `${lang}/${name}` } : {});
  return [
    index("routes/home.tsx", id("home")),
    route("courses", "routes/courses.tsx", id("courses")),
    route("courses/:slug", "routes/course.tsx", id("course")),
    route("about", "routes/about.tsx", id("about")),
    route("placements", "routes/placements.tsx", id("placements")),
    route("learn-more", "routes/learn-more.tsx", id("learn-more")),
    route("contact", "routes/contact.tsx", id("contact")),
    // One route per branch in site.json, so that an id naming no branch is an unknown address
    // like any other, answered by the not-found page (a parameter would match it, and a
    // prerendered not-found page would hydrate as the branch page).
    ...siteConfig.branches.map((b) =>
      route(paths.branch(b.id).slice(1), "routes/branch.tsx", {
        id: `${lang ? `${lang}/` : ""}branch-${b.id}`,
      }),
    ),
    route("my-enquiries", "routes/my-enquiries.tsx", id("my-enquiries")),
  ];
};

export default [
  ...pages(),
  ...prefix("mr", pages("mr")),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
