import type { ComponentType } from "react";
import type { PageName } from "#app/config/pages.ts";
import * as about from "#app/routes/about.tsx";
import * as branch from "#app/routes/branch.tsx";
import * as contact from "#app/routes/contact.tsx";
import * as course from "#app/routes/course.tsx";
import * as faculty from "#app/routes/faculty.tsx";
import * as home from "#app/routes/home.tsx";
import * as learnMore from "#app/routes/learn-more.tsx";
import * as placements from "#app/routes/placements.tsx";
import * as policies from "#app/routes/policies.tsx";

/*
 * The site's own route modules of the pages the editor's preview draws (./pages.ts says which
 * page each collection is shown on; ./render.tsx draws it). Kept apart from ./pages.ts, which
 * the editor loads at once: these come with the pages, the first time a pane opens.
 */

export type RouteModule = {
  default: ComponentType<never>;
  loader?: (args: never) => unknown;
};

/** The route modules of the pages the preview shows, by their name in app/config/pages.ts. */
export const routeModules: Partial<Record<PageName, RouteModule>> = {
  about,
  branch,
  contact,
  course,
  faculty,
  home,
  learnMore,
  placements,
  policies,
};
