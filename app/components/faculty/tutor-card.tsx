import { Link } from "react-router";
import { Picture } from "#app/components/ui/picture.tsx";
import type { Tutor } from "#app/content/schemas/faculty.ts";
import { useFacultyTexts } from "#app/i18n/faculty-texts.ts";
import { usePaths, useShell } from "#app/i18n/use-i18n.ts";
import { courseName } from "#app/lib/stories.ts";

const link =
  "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * One tutor on the Tutors page: photo, name, years of experience, qualifications and the courses
 * they teach (each course with a page links to it). The card's id is the tutor's short name, so
 * a course page links to `/faculty#<id>`.
 */
export function TutorCard({ tutor }: { tutor: Tutor }) {
  const t = useFacultyTexts();
  const paths = usePaths();
  const { navCourses } = useShell();
  return (
    <article
      id={tutor.id}
      aria-labelledby={`${tutor.id}-name`}
      className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <Picture
          image={tutor.photo}
          sizes="80px"
          loading="lazy"
          className="size-20 shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50"
        />
        <div className="min-w-0">
          <h2 id={`${tutor.id}-name`} className="text-lg font-bold text-ink">
            {tutor.name}
          </h2>
          <p className="text-sm font-medium text-brand-700">
            {t.experience(tutor.experienceYears)}
          </p>
        </div>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-ink">
        {t.qualifications}
      </h3>
      <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-muted">
        {tutor.qualifications.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-ink">{t.teaches}</h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {tutor.courses.map((c) => (
          <li key={c.slug} className="flex min-h-11 items-center">
            {c.page ? (
              <Link to={paths.course(c.slug)} className={link}>
                {courseName(c.slug, navCourses)}
              </Link>
            ) : (
              courseName(c.slug, navCourses)
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
