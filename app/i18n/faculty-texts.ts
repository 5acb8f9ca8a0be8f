import type { FacultyTexts } from "#app/i18n/messages/en/faculty.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** The tutors (part-texts.ts). */
export const [facultyTexts, useFacultyTexts] = await partTexts<FacultyTexts>(
  import.meta.glob("./messages/*/faculty.ts", { import: "faculty" }),
);
