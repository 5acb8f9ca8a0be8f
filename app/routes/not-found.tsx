import type { Route } from "./+types/not-found";
import { OpeningEnd } from "~/components/layout/opening";
import { PageHeading } from "~/components/layout/page-heading";
import { ButtonLink } from "~/components/ui/button-link";
import { stripLocale } from "~/i18n/locales";
import { pageLanguage, usePageLanguage } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/seo";

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
