import type { Messages } from "#app/i18n/messages/en.ts";
import { common } from "#app/i18n/messages/mr/common.ts";
import { course } from "#app/i18n/messages/mr/course.ts";
import { layout } from "#app/i18n/messages/mr/layout.ts";
import { routes } from "#app/i18n/messages/mr/routes.ts";

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
  course,
  routes,
};
