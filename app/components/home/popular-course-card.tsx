import { useId } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import type { PopularCourse } from "#app/content/schemas/pages.ts";
import { useHomeTexts } from "#app/i18n/home-texts.ts";

const SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 112px";

/**
 * One card of 'Our Popular Courses': image, tag, title, description and the fixed facts. On a
 * phone the picture is a thumbnail beside the title, so eight cards don't fill ten screens.
 */
export function PopularCourseCard({ course }: { course: PopularCourse }) {
  const t = useHomeTexts().popularCourses;
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full grid-cols-[7rem_1fr] content-start gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0"
    >
      <Picture
        image={course.image}
        sizes={SIZES}
        loading="lazy"
        className="aspect-[8/5] w-full rounded-lg bg-slate-100 object-cover sm:rounded-none"
      />
      <div className="self-center sm:px-5 sm:pt-5">
        <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {t.tags[course.tag]}
        </p>
        <h3 id={headingId} className="mt-2 text-lg font-bold text-ink sm:mt-3">
          {course.title}
        </h3>
      </div>
      <p className="col-span-2 text-sm text-muted sm:flex-1 sm:px-5 sm:pt-2">
        {course.description}
      </p>
      <ul className="col-span-2 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm font-medium text-ink sm:mx-5 sm:mt-4 sm:mb-5">
        <li>{t.duration}</li>
        <li>{t.level}</li>
      </ul>
    </article>
  );
}
