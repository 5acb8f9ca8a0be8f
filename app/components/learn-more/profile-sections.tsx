import {
  BookOpen,
  Building2,
  Lightbulb,
  Target,
  type LucideIcon,
} from "lucide-react";
import type { TextSection } from "#app/content/schemas/pages.ts";

/** Icons of the known sections, by id; a section added later gets the book. */
const icons: Record<string, LucideIcon> = {
  "our-story": BookOpen,
  "mission-vision": Target,
  "training-philosophy": Lightbulb,
  "facilities-achievements": Building2,
};

/** The institute profile: one titled card per section (story, mission, philosophy, facilities). */
export function ProfileSections({
  sections,
}: {
  sections: readonly TextSection[];
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2">
      {sections.map((section) => {
        const Icon = icons[section.id] ?? BookOpen;
        return (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2
              id={`${section.id}-title`}
              className="flex items-center gap-3 text-xl font-bold tracking-tight text-ink sm:text-2xl"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
