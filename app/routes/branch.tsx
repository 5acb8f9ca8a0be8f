import { data, useLocation } from "react-router";
import type { Route } from "./+types/branch";
import { BranchBatches } from "#app/components/branches/branch-batches.tsx";
import { BranchCards } from "#app/components/branches/branch-cards.tsx";
import { BranchCourses } from "#app/components/branches/branch-courses.tsx";
import { BranchMap } from "#app/components/branches/branch-map.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Section } from "#app/components/layout/section.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { paths, phoneLinks } from "#app/config/paths.ts";
import { useToday } from "#app/hooks/use-today.ts";
import { branchTexts, useBranchTexts } from "#app/i18n/branch-texts.ts";
import { pageContent } from "#app/i18n/content-loader.ts";
import { localeOf, stripLocale } from "#app/content/locales.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { coursesAt, upcomingBatchesAt } from "#app/lib/branches.ts";
import { feeRange } from "#app/lib/fees.ts";
import { directionsUrl } from "#app/lib/maps.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { branchLd } from "#app/lib/branch-structured-data.ts";
import { pageRouteTexts } from "#app/i18n/page-route-texts.ts";

/*
 * A branch's own page (/branches/kolhapur): how to get there, when it is open, how to call,
 * and what is taught there. app/routes.ts gives each branch its route.
 */
/** The branch of site.json, in the page's language, whose page is at `pathname`. */
function branchAt(pathname: string) {
  // The build asks for the page as "/branches/kolhapur/".
  const id = stripLocale(pathname)
    .slice(paths.branch("").length)
    .replace(/\/+$/, "");
  return pageLanguage(pathname).site.branches.find((b) => b.id === id);
}

// `url`, not `request.url`: at build time the data request's address ends in ".data".
async function load({ url }: { url: URL }) {
  const pathname = url.pathname;
  const branch = branchAt(pathname);
  if (!branch) throw data(null, { status: 404 });
  const { courses } = await pageContent(localeOf(pathname), ["courses"]);
  // Only what the page shows: the courses held here and their batches here; and, for search
  // engines, the range of the institute's fees (the same courses at the same fees at either
  // branch; the timetable only decides where the next batch meets).
  return {
    priceRange: feeRange(courses),
    courses: coursesAt(courses, branch.id).map((c) => ({
      slug: c.slug,
      title: c.title,
      batches: c.batches.filter((b) => b.branch === branch.id),
    })),
  };
}
export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const { locale, homeCrumb } = pageLanguage(location.pathname);
  const r = pageRouteTexts[locale];
  const branch = branchAt(location.pathname);
  if (!branch) return [];
  return pageMeta({
    title: branchTexts[locale].title(branch.town),
    crumb: branchTexts[locale].name(branch.town),
    description: branchTexts[locale].description(branch.town),
    path: paths.branch(branch.id),
    locale,
    breadcrumbs: [homeCrumb, { name: r.contact.title, path: paths.contact }],
    jsonLd: [branchLd(branch, locale, loaderData?.priceRange)],
  });
};

export default function BranchPage({ loaderData }: Route.ComponentProps) {
  const { site, paths } = usePageLanguage();
  const t = useBranchTexts();
  const branch = branchAt(useLocation().pathname)!;
  const phone = branch.phone ?? site.phone;
  const links = phoneLinks(phone);
  // Build day while hydrating, then the visitor's day (PRODUCT.md §6), as on a course page.
  const today = useToday();
  const batches = upcomingBatchesAt(loaderData.courses, branch.id, today);
  return (
    <>
      <PageHeading
        title={t.heading(site.name, branch.town)}
        intro={t.intro(branch.town)}
      >
        <div className="mt-8">
          <BranchCards
            branch={branch}
            phone={phone}
            telHref={links.tel}
            chatHref={links.chat(t.chatText(branch.town))}
            directionsHref={directionsUrl(branch.mapQuery)}
          />
        </div>
      </PageHeading>
      <OpeningEnd />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <BranchMap branch={branch} />
      </div>
      <Section id="batches" title={t.batches} tone="muted">
        <BranchBatches batches={batches} courseHref={paths.course} />
      </Section>
      <Section id="courses" title={t.courses}>
        <BranchCourses courses={loaderData.courses} courseHref={paths.course} />
      </Section>
      <Section
        id="question"
        title={t.question}
        intro={t.questionText}
        tone="muted"
      >
        <ButtonLink to={paths.contact}>{t.sendMessage}</ButtonLink>
      </Section>
    </>
  );
}
