import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "#app/components/ui/picture.tsx";
import type { Tutor } from "#app/content/schemas/faculty.ts";
import { useFacultyTexts } from "#app/i18n/faculty-texts.ts";
import { usePaths } from "#app/i18n/use-i18n.ts";
import { tutorAnchor } from "#app/lib/faculty.ts";

/**
 * A course page's tutors: each one's photo, name and years of experience, the name linking to
 * their card on the Tutors page (qualifications and the other courses they teach).
 */
export function CourseTutors({ tutors }: { tutors: readonly Tutor[] }) {
  const t = useFacultyTexts();
  const paths = usePaths();
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tutors.map((tutor) => (
          <li
            key={tutor.id}
            className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <Picture
              image={tutor.photo}
              alt=""
              sizes="64px"
              loading="lazy"
              className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
            />
            <div className="min-w-0">
              <Link
                to={`${paths.faculty}${tutorAnchor(tutor)}`}
                className="inline-flex min-h-11 items-center font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                aria-label={t.aboutTutor(tutor.name)}
              >
                {tutor.name}
              </Link>
              <p className="text-sm text-muted">
                {t.experience(tutor.experienceYears)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link
          to={paths.faculty}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
        >
          {t.allTutors}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </>
  );
}
