import { memo, useId, useRef, useState, type KeyboardEvent } from "react";
import type { CurriculumModule } from "#app/content/schemas/course.ts";
import { moduleNumber, tabAfterKey } from "#app/lib/curriculum.ts";

/**
 * The curriculum as tabs (WAI-ARIA's tabs with automatic activation): one per module, listed
 * down the side, the selected module's topics beside it. Arrow Up/Down move between the tabs
 * and loop, Home/End jump, and the tab that takes the focus is selected; only the selected tab is
 * in the Tab order. Written here rather than with Radix Tabs: a tap on a tab renders the two
 * panels that change, not every tab and panel through a context (up to 25 ms of a tap at 4× CPU).
 */
export function CurriculumTabs({
  modules,
  label,
}: {
  modules: readonly CurriculumModule[];
  label: string;
}) {
  const [chosen, setChosen] = useState(0);
  // A staff edit in the preview may take modules away.
  const selected = Math.min(chosen, modules.length - 1);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, modules.length);
    if (next === null) return;
    event.preventDefault();
    // The focus selects it (onFocus below).
    list.current?.querySelectorAll<HTMLElement>("[role=tab]")[next]?.focus();
  };
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        ref={list}
        className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-slate-50 p-2"
      >
        {modules.map((module, index) => (
          <button
            key={module.id}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            onFocus={() => setChosen(index)}
            // Safari does not focus a tapped button. Elsewhere the focus has already selected
            // it, and setting the same value again would still render the tabs.
            onClick={() => index !== selected && setChosen(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-white aria-selected:bg-brand-700 aria-selected:text-white"
          >
            <span
              aria-hidden="true"
              className="text-xs font-semibold tabular-nums opacity-80"
            >
              {moduleNumber(index)}
            </span>
            {module.title}
          </button>
        ))}
      </div>
      {modules.map((module, index) => (
        <Panel
          key={module.id}
          module={module}
          id={`${id}-panel-${index}`}
          tab={`${id}-tab-${index}`}
          hidden={index !== selected}
        />
      ))}
    </div>
  );
}

/** A module's topics; memoised, so that a tap renders only the panel it hides and the one it shows. */
const Panel = memo(function Panel({
  module,
  id,
  tab,
  hidden,
}: {
  module: CurriculumModule;
  id: string;
  tab: string;
  hidden: boolean;
}) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={tab}
      tabIndex={0}
      hidden={hidden}
      className="rounded-xl border border-slate-200 p-5 sm:p-6"
    >
      <h3 className="text-lg font-semibold text-ink">{module.title}</h3>
      <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-brand-700">
        {module.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </div>
  );
});
