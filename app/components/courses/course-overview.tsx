import { Check } from "lucide-react";
import { useCoursePageTexts } from "#app/i18n/course-page-texts.ts";

/** 'Course Overview': the overview text, or the tagline when there is none (SPEC.md §2), and the highlights. */
export function CourseOverview({
  overview,
  tagline,
  highlights,
}: {
  overview?: string;
  tagline: string;
  highlights: readonly string[];
}) {
  const m = useCoursePageTexts().overview;
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <p className="text-lg leading-relaxed text-ink">
        {overview?.trim() ? overview : tagline}
      </p>
      {highlights.length > 0 ? (
        <ul aria-label={m.highlightsLabel} className="space-y-3">
          {highlights.map((highlight) => (
            <li key={highlight} className="flex gap-3">
              <Check
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-700"
              />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
