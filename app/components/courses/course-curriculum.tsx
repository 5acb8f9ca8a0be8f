import { Download } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { CurriculumModule } from "#app/content/schemas/course.ts";
import { useHydratedLater } from "#app/hooks/use-hydrated.ts";
import { usePaths } from "#app/i18n/use-i18n.ts";
import { useCoursePageTexts } from "#app/i18n/course-page-texts.ts";

const number = (index: number) => String(index + 1).padStart(2, "0");

/**
 * One tab per module, listed down the side (arrow Up/Down move between them, Home/End jump),
 * the selected module's topics beside it, and the brochure in a new tab (in the page's
 * language unless `brochureHref` says otherwise). Until the app runs
 * (scripts off, or not loaded yet) every module is shown in full, one after the other; the
 * tabs take over once it runs, a task after the rest of the page.
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
  const [selected, setSelected] = useState(modules[0]?.id ?? "");
  // The list becoming tabs is the largest switch on a course page: a commit of its own.
  const hydrated = useHydratedLater();
  return (
    <div>
      {modules.length > 0 && !hydrated ? (
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
                  {number(index)}
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
      ) : null}
      {modules.length > 0 && hydrated ? (
        <Tabs.Root
          value={selected}
          onValueChange={setSelected}
          orientation="vertical"
          className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        >
          <Tabs.List
            aria-label={m.modulesLabel}
            className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-slate-50 p-2"
          >
            {modules.map((module, index) => (
              <Tabs.Trigger
                key={module.id}
                value={module.id}
                className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-white data-[state=active]:bg-brand-700 data-[state=active]:text-white"
              >
                <span
                  aria-hidden="true"
                  className="text-xs font-semibold tabular-nums opacity-80"
                >
                  {number(index)}
                </span>
                {module.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {modules.map((module) => (
            <Tabs.Content
              key={module.id}
              value={module.id}
              forceMount
              hidden={module.id !== selected}
              className="rounded-xl border border-slate-200 p-5 sm:p-6"
            >
              <h3 className="text-lg font-semibold text-ink">{module.title}</h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-brand-700">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
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
