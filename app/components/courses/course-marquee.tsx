import { Sparkles } from "lucide-react";
import { Marquee } from "#app/components/ui/marquee.tsx";
import { useCoursePageTexts } from "#app/i18n/course-page-texts.ts";

/** The strip under the course picture (SPEC.md §2, PRODUCT.md §4: title and the two towns). */
export function CourseMarquee({
  courseTitle,
  towns,
}: {
  courseTitle: string;
  /** "Kolhapur & Sangli", in the page's language. */
  towns: string;
}) {
  const m = useCoursePageTexts().marquee;
  return (
    <div className="border-y border-brand-800 bg-brand-700 py-3 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Marquee label={m.label} speed="course" itemsClassName="gap-12 pr-12">
          <li className="flex items-center gap-2 text-base font-semibold whitespace-nowrap">
            <Sparkles aria-hidden="true" className="size-5 shrink-0" />
            {m.text(courseTitle, towns)}
          </li>
        </Marquee>
      </div>
    </div>
  );
}
