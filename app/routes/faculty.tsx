import type { Route } from "./+types/faculty";
import { TutorCard } from "#app/components/faculty/tutor-card.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { paths } from "#app/config/paths.ts";
import { contentLoader } from "#app/i18n/content-loader.ts";
import { facultyTexts, useFacultyTexts } from "#app/i18n/faculty-texts.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, site, homeCrumb } = pageLanguage(location.pathname);
  const t = facultyTexts[locale];
  return pageMeta({
    title: t.title,
    description: t.description(site.shortName),
    path: paths.faculty,
    locale,
    breadcrumbs: [homeCrumb],
  });
};

const load = contentLoader(["faculty"]);
export const loader = load;
export const clientLoader = load;

/**
 * The tutors: each one's photo, qualifications, experience and courses, so a visitor knows who
 * teaches before enrolling.
 */
export default function FacultyPage({ loaderData }: Route.ComponentProps) {
  const { faculty } = loaderData;
  const t = useFacultyTexts();
  const { site } = usePageLanguage();
  return (
    <>
      <PageHeading title={t.title} intro={t.description(site.shortName)} />
      <OpeningEnd />
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {faculty.map((tutor) => (
          <li key={tutor.id}>
            <TutorCard tutor={tutor} />
          </li>
        ))}
      </ul>
    </>
  );
}
