import type { Route } from "./+types/policies";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { paths } from "#app/config/paths.ts";
import { policyTopics } from "#app/content/vocabulary.ts";
import { contentLoader } from "#app/i18n/content-loader.ts";
import { usePolicyTexts } from "#app/i18n/policy-texts.ts";
import { pageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { locale, homeCrumb } = pageLanguage(location.pathname);
  const { title, intro } = loaderData.policies;
  return pageMeta({
    title,
    description: intro,
    path: paths.policies,
    locale,
    breadcrumbs: [homeCrumb],
  });
};

const load = contentLoader(["policies"]);
export const loader = load;
export const clientLoader = load;

/**
 * Fees, instalments, refunds, certificates, what the site keeps and recognition, from the
 * content, in plain sight before anyone pays: each part at its own address (/policies#refunds),
 * listed at the top.
 */
export default function PoliciesPage({ loaderData }: Route.ComponentProps) {
  const { policies } = loaderData;
  const t = usePolicyTexts();
  return (
    <>
      <PageHeading title={policies.title} intro={policies.intro}>
        <nav aria-label={t.onThisPage} className="mt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            {policyTopics.map((topic) => (
              <li key={topic}>
                <a
                  href={`#${topic}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {policies[topic].title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeading>
      <OpeningEnd />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        {policyTopics.map((topic) => (
          <section
            key={topic}
            id={topic}
            aria-labelledby={`${topic}-title`}
            className="scroll-mt-24 border-t border-slate-200 py-8"
          >
            <h2
              id={`${topic}-title`}
              className="text-2xl font-bold tracking-tight text-ink"
            >
              {policies[topic].title}
            </h2>
            {policies[topic].paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
