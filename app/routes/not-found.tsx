import type { Route } from "./+types/not-found";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { stripLocale } from "#app/content/locales.ts";
import { pageLanguage, usePageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, m } = pageLanguage(location.pathname);
  return pageMeta({
    title: m.routes.notFound.title,
    description: m.routes.notFound.description,
    path: stripLocale(location.pathname),
    locale,
    noindex: true,
  });
};

export default function NotFound() {
  const { m, paths } = usePageLanguage();
  return (
    <>
      <PageHeading
        title={m.routes.notFound.title}
        intro={m.routes.notFound.intro}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.home}>{m.routes.notFound.home}</ButtonLink>
          <ButtonLink to={paths.courses} variant="outline">
            {m.routes.notFound.courses}
          </ButtonLink>
        </div>
      </PageHeading>
      <OpeningEnd />
    </>
  );
}
