import { Tabs } from "radix-ui";
import { useState } from "react";
import type { CurriculumModule } from "#app/content/schemas/course.ts";

/**
 * The curriculum as tabs: one per module, listed down the side (arrow Up/Down move between
 * them, Home/End jump), the selected module's topics beside it. Its code (Radix Tabs, with its
 * roving focus and collection) is fetched as the page hydrates, apart from the course page's
 * first load (course-curriculum.tsx), which hands it how modules are numbered.
 */
export function CurriculumTabs({
  modules,
  label,
  number,
}: {
  modules: readonly CurriculumModule[];
  label: string;
  number: (index: number) => string;
}) {
  const [selected, setSelected] = useState(modules[0]?.id ?? "");
  return (
    <Tabs.Root
      value={selected}
      onValueChange={setSelected}
      orientation="vertical"
      className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <Tabs.List
        aria-label={label}
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
  );
}
