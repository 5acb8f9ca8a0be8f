import type { Messages } from "./en.ts";
import { common } from "./mr/common.ts";
import { course } from "./mr/course.ts";
import { enquiry } from "./mr/enquiry.ts";
import { home } from "./mr/home.ts";
import { layout } from "./mr/layout.ts";
import { routes } from "./mr/routes.ts";

/*
 * The interface in Marathi, as an educated Kolhapur native writes for the institute's brochure.
 * Glossary and choices: docs/marathi.md.
 */
export const mr: Messages = {
  language: {
    switchTo: "English",
    switchLabel: "Read this page in English",
  },
  common,
  layout,
  enquiry,
  course,
  home,
  routes,
};
