import {
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { PopularCourse } from "#app/content/schemas/pages.ts";
import {
  isPopularCourseShown,
  popularCoursesToggleLabel,
} from "#app/lib/popular-courses.ts";
import { measureAgain, skipWhenAway } from "#app/hooks/skip-when-away.ts";
import { afterIdle } from "#app/hooks/lazy-when-idle.ts";
import { PopularCourseCard } from "#app/components/home/popular-course-card.tsx";
import { useHomeTexts } from "#app/i18n/home-texts.ts";
import { POPULAR_COURSES_PAGE_SIZE } from "#app/config/constants.ts";

/** The cards rendered in each idle moment after the first page. */
const CARDS_PER_IDLE_MOMENT = 4;
/** Where a folded card waits: out of the flow, off to the side, a column wide. */
const folded = "absolute top-0 -left-[9999px] w-full sm:w-1/2 lg:w-1/4";
const unseen = { visibility: "hidden" } as const;

/**
 * 'Our Popular Courses' (SPEC.md §4): the first 8 cards, and a toggle that shows all of them
 * ('More Courses (20)') or folds them back ('Show Less'). The prerendered page has the first 8;
 * the other 20 are rendered in idle time after hydration, four at a time, folded until More:
 * unseen (out of the accessibility tree and the tab order too) and out of the flow, far off to the
 * side, so they take no room and their pictures are not fetched. Unlike `hidden`, folded cards are
 * laid out, their text already shaped: the toggle changes 20 class names, and More's frame lays
 * out cards that are ready (measured with the CPU slowed 4x: rendering 20 cards in the tap up to
 * 560 ms; flipping `hidden`, 32 ms of layout in More's frame; folded, 10 ms;
 * docs/decisions/018-dialogs-open-in-two-steps.md). They are not prerendered: in Marathi they
 * added 3.7 kB gzip to the home page's HTML, past its 35 kB budget. With scripts off the toggle,
 * which could do nothing, is not shown (noScriptCss). A tap on More before the idle render starts
 * that render (in slices, as a transition) instead of rendering the 20 cards inside the tap. Once
 * laid out, a later card is skipped while far from the screen (hooks/skip-when-away.ts): More lays
 * out the cards on screen, not all 20, and neither toggle redoes the page below.
 */
export function PopularCourseGrid({
  courses,
}: {
  courses: readonly PopularCourse[];
}) {
  const [expanded, setExpanded] = useState(false);
  // How many cards are rendered: the first page, then a few more in each idle moment.
  const [rendered, setRendered] = useState(POPULAR_COURSES_PAGE_SIZE);
  const allRendered = rendered >= courses.length;
  useEffect(() => {
    if (allRendered) return;
    // In a transition, which React renders in 5 ms slices, and a few cards at a time: the frame
    // after them lays out four cards, where all twenty at once were a 13–24 ms layout after the
    // page hydrated, long once the CPU is 4× slower.
    return afterIdle(() =>
      startTransition(() => setRendered((n) => n + CARDS_PER_IDLE_MOMENT)),
    );
  }, [allRendered, rendered]);
  // More lays out only the cards on screen; the others keep the size they had folded (a wider
  // column, their own height rather than their row's: 20–40 px less at 1280 px) until scrolled
  // near, when they grew and moved the toggle under the visitor's finger. In the first idle
  // moment after More, every revealed card is laid out once at its place in the grid.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!expanded) return;
    return afterIdle(() =>
      listRef.current
        ?.querySelectorAll<HTMLElement>(":scope > li[data-laid-out]")
        .forEach(measureAgain),
    );
  }, [expanded]);
  const gridId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const texts = useHomeTexts().popularCourses;
  const label = popularCoursesToggleLabel(courses.length, expanded, { texts });
  // The same elements on every render, so React skips the cards and only flips `hidden`.
  const cards = useMemo(
    () =>
      courses.map((course) => (
        <PopularCourseCard key={course.title} course={course} />
      )),
    [courses],
  );

  const toggle = () => {
    setExpanded(!expanded);
    // Tapped before the idle render: the tap's frame shows the toggle's new state, and the
    // cards follow in the same 5 ms slices, rather than all of them rendered inside the tap.
    if (!allRendered) startTransition(() => setRendered(courses.length));
    // Folding 20 cards away would leave the visitor far below the button: bring it back.
    if (expanded)
      window.requestAnimationFrame(() =>
        toggleRef.current?.scrollIntoView({ block: "nearest" }),
      );
  };

  return (
    <>
      <ul
        ref={listRef}
        id={gridId}
        data-slot="popular-grid"
        className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        {courses.map((course, i) =>
          i < rendered ? (
            <li
              key={course.title}
              {...(isPopularCourseShown(i, false)
                ? {}
                : isPopularCourseShown(i, expanded)
                  ? { className: "skip-when-away", ref: skipWhenAway }
                  : {
                      className: `skip-when-away ${folded}`,
                      style: unseen,
                      ref: skipWhenAway,
                    })}
            >
              {cards[i]}
            </li>
          ) : null,
        )}
      </ul>
      {label ? (
        <div className="mt-8 flex justify-center">
          <Button
            ref={toggleRef}
            data-slot="popular-toggle"
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
