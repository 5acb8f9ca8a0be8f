import { Download } from "lucide-react";
import { CurriculumTabs } from "#app/components/courses/course-curriculum-tabs.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { CurriculumModule } from "#app/content/schemas/course.ts";
import { useHydratedLater } from "#app/hooks/use-hydrated.ts";
import { usePaths } from "#app/i18n/use-i18n.ts";
import { useCoursePageTexts } from "#app/i18n/course-page-texts.ts";
import { moduleNumber } from "#app/lib/curriculum.ts";

/**
 * One tab per module, listed down the side (arrow Up/Down move between them, Home/End jump),
 * the selected module's topics beside it, and the brochure in a new tab (in the page's
 * language unless `brochureHref` says otherwise). Until the app runs
 * (scripts off, or not loaded yet) every module is shown in full, one after the other; the
 * tabs take over once it runs, in a commit after the rest of the page's.
 */
export function CourseCurriculum({
  modules,
  brochureHref,
}: {
  modules: readonly CurriculumModule[];
  /** The brochure's address; the one in the page's language when left out. */
  brochureHref?: string;
}) {
  const m = useCoursePageTexts().curriculum;
  const paths = usePaths();
  // The list becoming tabs is the largest switch on a course page: a commit of its own.
  const hydrated = useHydratedLater();
  // Every module in full, as the prerendered page shows it.
  const list = (
    <ol
      aria-label={m.modulesLabel}
      className="grid gap-4 md:grid-cols-2"
      data-slot="curriculum-modules"
    >
      {modules.map((module, index) => (
        <li
          key={module.id}
          className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h3 className="text-lg font-semibold text-ink">
            <span
              aria-hidden="true"
              className="mr-2 text-sm font-semibold text-brand-700 tabular-nums"
            >
              {moduleNumber(index)}
            </span>
            {module.title}
          </h3>
          <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-brand-700">
            {module.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
  return (
    <div>
      {modules.length > 0 && !hydrated ? list : null}
      {modules.length > 0 && hydrated ? (
        <CurriculumTabs modules={modules} label={m.modulesLabel} />
      ) : null}
      <ExternalLink
        href={brochureHref ?? paths.brochure}
        note={m.brochureNote}
        className={buttonVariants({ className: "mt-8" })}
      >
        <Download aria-hidden="true" className="size-4" />
        {m.downloadBrochure}{" "}
      </ExternalLink>
    </div>
  );
}
