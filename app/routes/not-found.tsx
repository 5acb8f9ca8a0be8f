import type { Route } from "./+types/not-found";
import { PageHeading } from "~/components/layout/page-heading";
import { ButtonLink } from "~/components/ui/button-link";
import { paths } from "~/config/paths";
import { localeOf, stripLocale } from "~/i18n/locales";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Page not found",
    description:
      "This address has no page. Find our courses, batches and contacts from here.",
    path: stripLocale(location.pathname),
    locale: localeOf(location.pathname),
    noindex: true,
  });

export default function NotFound() {
  return (
    <PageHeading
      title="Page not found"
      intro="We could not find that page. It may have moved, or the address may have a typo."
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.courses} variant="outline">
          Browse all courses
        </ButtonLink>
      </div>
    </PageHeading>
  );
}
