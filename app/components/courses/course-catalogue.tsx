import { useId } from "react";
import {
  ArrowRight,
  BarChart3,
  Brain,
  Clock,
  Cloud,
  Code2,
  Globe,
  MessageCircle,
  Palette,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Picture } from "#app/components/ui/picture.tsx";
import type { Course } from "#app/content/schemas/course.ts";
import type { NavCourse } from "#app/content/schemas/pages.ts";
import { useMessages, usePaths } from "#app/i18n/use-i18n.ts";

export type CatalogueCourse = NavCourse & {
  /** Present for the courses that have a detail page. */
  detail?: Pick<Course, "duration" | "tagline" | "image">;
};

export type CatalogueGroup = {
  name: NavCourse["group"];
  courses: readonly CatalogueCourse[];
};

/** Stands in for a picture on the cards of courses that have none yet. */
const groupIcons: Record<NavCourse["group"], LucideIcon> = {
  Programming: Code2,
  "Web & App Development": Globe,
  "Data & AI": Brain,
  "Cloud & Infrastructure": Cloud,
  "Design & Marketing": Palette,
  "Office & Analytics": BarChart3,
};

/**
 * Every course the institute teaches, grouped. A course with detail data shows its picture,
 * duration and tagline and links to its page; the others say their details are coming and
 * invite an enquiry (PRODUCT.md §2). All cards share one shape, picture area included.
 */
export function CourseCatalogue({
  groups,
}: {
  groups: readonly CatalogueGroup[];
}) {
  const m = useMessages();
  // A gap, not margins: while a slow connection delivers the page, a group that has arrived
  // empty would let its margin collapse through the list's top and push the list down.
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 pb-16 sm:px-6">
      {groups.map((group) => (
        <section
          key={group.name}
          aria-labelledby={`group-${slugify(group.name)}`}
        >
          <h2
            id={`group-${slugify(group.name)}`}
            className="border-l-4 border-brand-700 pl-3 text-2xl font-bold tracking-tight text-ink"
          >
            {m.course.groupName(group.name)}
          </h2>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {group.courses.map((course) => (
              <li key={course.slug}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The card's width in the grid: one, two, three or four columns. */
const SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw";

const cta =
  "mt-auto inline-flex min-h-11 items-center gap-1.5 pt-4 font-semibold text-brand-700 hover:text-brand-900";

function CourseCard({ course }: { course: CatalogueCourse }) {
  const { detail } = course;
  const Icon = groupIcons[course.group];
  const { catalogue: m, durationLabel } = useMessages().course;
  const paths = usePaths();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none"
    >
      {detail ? (
        <Picture
          image={detail.image}
          sizes={SIZES}
          loading="lazy"
          className="aspect-[16/10] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[16/10] items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 text-brand-700">
          <Icon aria-hidden="true" className="size-14" strokeWidth={1.5} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {course.name}
        </h3>
        {detail ? (
          <>
            <p className="mt-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              <Clock aria-hidden="true" className="size-4" />
              {durationLabel(detail.duration)}
            </p>
            <p className="mt-3 text-sm text-muted">{detail.tagline}</p>
            <Link to={paths.course(course.slug)} className={cta}>
              {m.viewDetails}
              <span className="sr-only">{m.viewDetailsFor(course.name)}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-muted">{m.comingSoon}</p>
            <Link to={paths.contact} className={cta}>
              <MessageCircle aria-hidden="true" className="size-4" />
              {m.enquireAbout(course.name)}
            </Link>
          </>
        )}
      </div>
    </article>
  );
}

function slugify(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
