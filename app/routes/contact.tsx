import type { Route } from "./+types/contact";
import { BranchMaps } from "#app/components/contact/branch-maps.tsx";
import { ContactCards } from "#app/components/contact/contact-cards.tsx";
import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { QuestionList } from "#app/components/questions/question-list.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Link } from "react-router";
import { usePolicyTexts } from "#app/i18n/policy-texts.ts";
import { paths } from "#app/config/paths.ts";
import { contentLoader } from "#app/i18n/content-loader.ts";
import {
  pageLanguage,
  useMessages,
  usePaths,
  useSite,
} from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { pageRouteTexts } from "#app/i18n/page-route-texts.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, site, towns, homeCrumb } = pageLanguage(location.pathname);
  const r = pageRouteTexts[locale];
  return pageMeta({
    title: r.contact.title,
    description: r.contact.description(towns, site.phone, site.email),
    path: paths.contact,
    locale,
    breadcrumbs: [homeCrumb],
  });
};

const load = contentLoader(["contact"]);
export const loader = load;
export const clientLoader = load;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { contact } = loaderData;
  const siteConfig = useSite();
  const localPaths = usePaths();
  const m = useMessages();
  const policyTexts = usePolicyTexts();
  const hr = {
    title: contact.hrCardTitle,
    address: siteConfig.hrAddress,
    phone: siteConfig.phone,
    phoneHref: paths.tel,
    email: siteConfig.email,
    emailHref: paths.mailto,
  };
  return (
    <>
      <PageHeading title={contact.heading} intro={contact.intro}>
        <p className="mt-3">
          <Link
            to={localPaths.policies}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {policyTexts.contact}
          </Link>
        </p>
        <div className="mt-8">
          <ContactCards
            branches={siteConfig.branches}
            hr={hr}
            branchHref={localPaths.branch}
          />
        </div>
      </PageHeading>
      <OpeningEnd />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-5 lg:items-start">
        <ContactForm
          className="lg:col-span-3"
          title={contact.formTitle}
          towns={siteConfig.branches.map((b) => b.town)}
          courseOptions={contact.courseOptions}
        />
        <BranchMaps branches={siteConfig.branches} className="lg:col-span-2" />
      </div>
      {contact.questions?.length ? (
        <section
          aria-labelledby="questions-title"
          className="mx-auto max-w-7xl px-4 pb-16 sm:px-6"
        >
          <h2
            id="questions-title"
            className="mb-8 text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {m.common.questions}
          </h2>
          <QuestionList questions={contact.questions} />
        </section>
      ) : null}
    </>
  );
}
