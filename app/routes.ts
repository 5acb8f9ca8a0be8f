import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("courses", "routes/courses.tsx"),
  route("courses/:slug", "routes/course.tsx"),
  route("about", "routes/about.tsx"),
  route("placements", "routes/placements.tsx"),
  route("learn-more", "routes/learn-more.tsx"),
  route("contact", "routes/contact.tsx"),
  route("my-enquiries", "routes/my-enquiries.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
