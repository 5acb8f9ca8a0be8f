import type { Route } from "./+types/home";
import { ButtonLink } from "~/components/ui/button-link";
import { paths } from "~/config/paths";
import { branchTowns, siteConfig } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: siteConfig.name,
    description: siteConfig.description,
    path: paths.home,
  });

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="font-semibold text-brand-700">{branchTowns}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          Software Training Institute
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          {siteConfig.description}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.contact}>Enroll Now</ButtonLink>
          <ButtonLink to={paths.learnMore} variant="outline">
            Learn More
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
