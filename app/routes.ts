import {
  type RouteConfig,
  index,
  prefix,
  route,
} from "@react-router/dev/routes";

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
    route("my-enquiries", "routes/my-enquiries.tsx", id("my-enquiries")),
  ];
};

export default [
  ...pages(),
  ...prefix("mr", pages("mr")),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
