import type { Messages } from "./en.ts";

/*
 * The interface in Marathi, as an educated Kolhapur native writes for the institute's brochure.
 * Glossary and choices: docs/marathi.md.
 */
export const mr: Messages = {
  language: {
    switchTo: "English",
    switchLabel: "Read in English",
  },
};
