import { useId } from "react";
import { ArrowUpRight, CalendarDays, IndianRupee } from "lucide-react";
import { Picture } from "#app/components/ui/picture.tsx";
import type { PlacementRecord } from "#app/content/schemas/people.ts";
import { StoryFacts } from "#app/components/ui/story-facts.tsx";
import { usePlacementTexts } from "#app/i18n/placement-texts.ts";
import { ctcLabel, profileHref } from "#app/lib/placements.ts";

/**
 * One placed student (SPEC.md §2 'Placements page'): photo, name, role, the CTC and year
 * chips, the note, the employer's logo and 'View Details'; beside the photo, the facts of the
 * story (course, duration, paid or free) in the size of its claim, the role and the chips
 * (`story-claim`). Each link's name adds the student's name after the visible words, so a list
 * of links read aloud still tells them apart.
 */
export function PlacementCard({ record }: { record: PlacementRecord }) {
  const t = usePlacementTexts();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <Picture
          image={record.img}
          sizes="80px"
          loading="lazy"
          className="size-20 shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50"
        />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-ink">
            {record.studentName}
          </h2>
          <p
            data-slot="story-claim"
            className="text-sm font-medium text-brand-700"
          >
            {record.role}
          </p>
          <StoryFacts story={record} className="mt-1 text-sm text-ink" />
        </div>
      </div>
      <p
        data-slot="story-claim"
        className="mt-4 flex flex-wrap gap-2 text-sm font-semibold"
      >
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-emerald-800">
          <IndianRupee aria-hidden="true" className="size-3.5" />
          {ctcLabel(record.ctc, t)}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-slate-800">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t.placedIn}</span>
          {record.placedYear}
        </span>
      </p>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-muted">
        {record.note}
      </p>
      <div className="mt-5 flex items-center justify-between gap-4 border-t border-slate-100 pt-4">
        <Picture
          image={record.companyLogo}
          loading="lazy"
          className="h-10 w-auto max-w-[55%] object-contain object-left"
        />
        <a
          href={profileHref(record.profileLink)}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
        >
          {t.viewDetails}
          <span className="sr-only">
            {t.viewDetailsFor(record.studentName)}
          </span>
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
