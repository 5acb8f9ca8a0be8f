import {
  type FacultyTexts,
  faculty as en,
} from "#app/i18n/messages/en/faculty.ts";
import { faculty as mr } from "#app/i18n/messages/mr/faculty.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** The tutors (texts-apart.ts). */
export const [facultyTexts, useFacultyTexts] = textsApart<FacultyTexts>({
  en,
  mr,
});
