import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { PopularCourse } from "~/content/schema";
import {
  popularCoursesToggleLabel,
  visiblePopularCourses,
} from "~/lib/popular-courses";
import { useMessages } from "~/i18n/use-i18n";
import { PopularCourseCard } from "./popular-course-card";

/**
 * 'Our Popular Courses' (SPEC.md §4): the first 8 cards, and a toggle that shows all of them
 * ('More Courses (20)') or folds them back ('Show Less').
 */
export function PopularCourseGrid({
  courses,
}: {
  courses: readonly PopularCourse[];
}) {
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const texts = useMessages().home.popularCourses;
  const label = popularCoursesToggleLabel(courses.length, expanded, { texts });

  const toggle = () => {
    setExpanded(!expanded);
    // Folding 20 cards away would leave the visitor far below the button: bring it back.
    if (expanded)
      window.requestAnimationFrame(() =>
        toggleRef.current?.scrollIntoView({ block: "nearest" }),
      );
  };

  return (
    <>
      <ul id={gridId} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {visiblePopularCourses(courses, expanded).map((course) => (
          <li key={course.title}>
            <PopularCourseCard course={course} />
          </li>
        ))}
      </ul>
      {label ? (
        <div className="mt-8 flex justify-center">
          <Button
            ref={toggleRef}
            variant="outline"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={toggle}
          >
            {label}
          </Button>
        </div>
      ) : null}
    </>
  );
}
