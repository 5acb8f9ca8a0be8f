import { Suspense, useRef } from "react";
import { redirect, replace } from "react-router";
import type { Route } from "./+types/course";
import { BatchTable } from "#app/components/batches/batch-table.tsx";
import { CourseFees } from "#app/components/courses/course-fees.tsx";
import { CourseCurriculum } from "#app/components/courses/course-curriculum.tsx";
import { CourseHero } from "#app/components/courses/course-hero.tsx";
import { CourseMarquee } from "#app/components/courses/course-marquee.tsx";
import { CourseOverview } from "#app/components/courses/course-overview.tsx";
import { CourseTutors } from "#app/components/faculty/course-tutors.tsx";
import {
  EnquiryDialog,
  type EnquiryDialogHandle,
} from "#app/components/enquiries/enquiry-dialog.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { Section } from "#app/components/layout/section.tsx";
import { QuestionList } from "#app/components/questions/question-list.tsx";
import { TestimonialCarousel } from "#app/components/testimonials/testimonial-carousel.tsx";
import { paths, pathsIn } from "#app/config/paths.ts";
import { pageContent } from "#app/i18n/content-loader.ts";
import { localeOf } from "#app/content/locales.ts";
import type { Course } from "#app/content/schemas/course.ts";
import { useToday } from "#app/hooks/use-today.ts";
import { useFacultyTexts } from "#app/i18n/faculty-texts.ts";
import { tutorsOf } from "#app/lib/faculty.ts";
import { nextBatch, upcomingBatches } from "#app/lib/batches.ts";
import { enquiryOpeningText } from "#app/lib/enquiry-message.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { courseLd } from "#app/lib/course-structured-data.ts";
import { OG_IMAGE_SIZE, pageMeta } from "#app/lib/seo.ts";
import {
  pageRouteTexts,
  usePageRouteTexts,
} from "#app/i18n/page-route-texts.ts";

/**
 * Only the courses with detail data have a page; any other slug goes to the catalogue and the
 * bad address never stays in history. At build time the prerendered page redirects with 301,
 * which leaves at once.
 */
/** The course in the page's language, with the testimonial shown when it has none. */
async function findCourse(slug: string, request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const { contact, courses, defaults, faculty } = await pageContent(locale, [
    "contact",
    "courses",
    "defaults",
    "faculty",
  ]);
  const course = courses.find((c) => c.slug === slug);
  return {
    catalogue: pathsIn(locale).courses,
    found: course && {
      course,
      placeholderTestimonial: defaults.placeholderTestimonial,
      // Every course with a page has a tutor: the build refuses one without (scripts/content/load.ts).
      tutors: tutorsOf(faculty, slug),
      // The course's own questions, then the general ones of the contact page.
      questions: [...(course.questions ?? []), ...(contact.questions ?? [])],
    },
  };
}

export const loader = async ({ params, request }: Route.LoaderArgs) => {
  const { found, catalogue } = await findCourse(params.slug, request);
  if (!found) throw replace(catalogue, 301);
  return found;
};

export const clientLoader = async ({
  params,
  request,
}: Route.ClientLoaderArgs) => {
  const { found, catalogue } = await findCourse(params.slug, request);
  if (found) return found;
  // Loaded from the address bar, the bad address is already the current entry: replace it.
  // Followed from a link, it was never committed, and a plain redirect keeps the page the
  // visitor came from under Back (a replace would overwrite that page instead).
  const loadedDirectly =
    new URL(request.url).pathname === window.location.pathname;
  throw loadedDirectly ? replace(catalogue) : redirect(catalogue);
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const course: Course = loaderData.course;
  const { locale, homeCrumb, site, towns } = pageLanguage(location.pathname);
  const r = pageRouteTexts[locale];
  return pageMeta({
    title: course.seo.title,
    description: course.seo.description,
    path: paths.course(course.slug),
    locale,
    image: {
      path: paths.ogImage(course.slug),
      ...OG_IMAGE_SIZE,
      alt: r.course.shareImageAlt(course.title, site.name, towns),
    },
    breadcrumbs: [homeCrumb, { name: r.courses.crumb, path: paths.courses }],
    jsonLd: [
      courseLd(
        {
          ...course,
          description: course.seo.description,
          // Meta is rendered at build time: the batches still to come on the build day.
          batches: upcomingBatches(course.batches, __BUILD_DAY__),
          tutors: loaderData.tutors,
        },
        locale,
        site.branches,
      ),
    ],
  });
};

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  // Widened from the literal `as const` type of this one course.
  const course: Course = loaderData.course;
  const { locale, m, paths, site, towns } = usePageLanguage();
  const r = usePageRouteTexts();
  const tutorTexts = useFacultyTexts();
  // Build day while hydrating, then the visitor's day (PRODUCT.md §6).
  const today = useToday();
  const batches = upcomingBatches(course.batches, today);
  // The dialog keeps its own open state, so opening it does not re-render this page.
  const enquiryDialog = useRef<EnquiryDialogHandle>(null);
  const enquiryChat = (batchDay?: string) =>
    paths.chat(enquiryOpeningText(course.title, batchDay, locale));
  const enquire = (event: React.MouseEvent<HTMLElement>) =>
    enquiryDialog.current?.open(event.currentTarget);

  return (
    <>
      <Suspense>
        <CourseHero
          course={course}
          nextBatchStart={nextBatch(course.batches, today)?.start}
          chatHref={paths.chat()}
          enquiryChatHref={enquiryChat()}
          onEnquire={enquire}
        >
          <CourseFees
            fees={course.fees}
            phone={site.phone}
            telHref={paths.tel}
            contactHref={paths.contact}
            policiesHref={`${paths.policies}#fees`}
          />
        </CourseHero>
      </Suspense>
      <Suspense>
        <CourseMarquee courseTitle={course.title} towns={towns} />
      </Suspense>
      <OpeningEnd />
      <Suspense>
        <Section id="overview" title={r.course.overview}>
          <CourseOverview
            overview={course.overview}
            tagline={course.tagline}
            highlights={course.highlights}
          />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="batches" title={r.course.batches} tone="muted">
          <BatchTable
            batches={batches}
            caption={r.course.batchesCaption(course.title)}
            chatHref={enquiryChat}
            onEnquire={enquire}
            // The two default batches of a course without batches are no real batches: they
            // show as SPEC.md has them, with no place and no calendar file (scripts/build/calendar.ts).
            {...(course.batches.length > 0 && {
              branches: site.branches,
              calendarHref: (batch: number) =>
                paths.calendar(course.slug, batch),
            })}
          />
        </Section>
      </Suspense>
      <Suspense>
        <Section
          id="tutors"
          title={tutorTexts.courseTutors}
          intro={tutorTexts.courseTutorsIntro}
        >
          <CourseTutors tutors={loaderData.tutors} />
        </Section>
      </Suspense>
      <Suspense>
        <Section id="testimonials" title={r.course.testimonials(course.title)}>
          <TestimonialCarousel
            label={r.course.stories(course.title)}
            course={course.title}
            testimonials={
              course.testimonials.length > 0
                ? course.testimonials
                : [loaderData.placeholderTestimonial]
            }
          />
        </Section>
      </Suspense>
      <Suspense>
        {/* Never the browser's scroll anchor: when the list becomes tabs (about 1,500 px
            shorter on a phone), a visitor who has scrolled on to the questions keeps them
            where they were, not the page's end under the finger. */}
        <Section
          id="curriculum"
          title={r.course.curriculum}
          tone="muted"
          className="[overflow-anchor:none]"
        >
          <CourseCurriculum modules={course.curriculum} />
        </Section>
      </Suspense>
      {loaderData.questions.length > 0 ? (
        <Suspense>
          <Section id="questions" skipWhenAway title={m.common.questions}>
            <QuestionList questions={loaderData.questions} />
          </Section>
        </Suspense>
      ) : null}
      <EnquiryDialog course={course} handle={enquiryDialog} />
    </>
  );
}
