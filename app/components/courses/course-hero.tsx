import {
  CalendarDays,
  Clock,
  MessageCircle,
  MonitorSmartphone,
} from "lucide-react";
import { ButtonOrLink } from "#app/components/ui/button-or-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ImageAsset } from "#app/content/schemas/image.ts";
import type { CourseMode } from "#app/content/vocabulary.ts";
import { useBatchTexts } from "#app/i18n/batch-texts.ts";
import { useLocale, useMessages } from "#app/i18n/use-i18n.ts";
import { formatDay } from "#app/lib/dates.ts";
import { useCoursePageTexts } from "#app/i18n/course-page-texts.ts";

const chip =
  "inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-ink";

/**
 * The top of a course page: its one h1, the chips (duration, mode, next batch), 'Enquiry Now'
 * and 'Request a Call' (the chat with the institute, in a new tab), what `children` add under
 * them (the fees), and the course picture.
 */
export function CourseHero({
  course,
  nextBatchStart,
  chatHref,
  enquiryChatHref,
  onEnquire,
  children,
}: {
  course: {
    title: string;
    tagline: string;
    duration: string;
    mode: CourseMode;
    image: ImageAsset;
  };
  /** The day the next batch starts; undefined when there is none. */
  nextBatchStart: string | undefined;
  chatHref: string;
  /** Where 'Enquiry Now' leads until the app runs: the chat, the enquiry prefilled. */
  enquiryChatHref: string;
  onEnquire: (event: React.MouseEvent<HTMLElement>) => void;
  /** Shown under the buttons: the course's fees. */
  children?: React.ReactNode;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const m = useCoursePageTexts().hero;
  const batchTexts = useBatchTexts();
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {course.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{course.tagline}</p>
        <ul aria-label={m.factsLabel} className="mt-5 flex flex-wrap gap-2">
          <li className={chip}>
            <Clock aria-hidden="true" className="size-4 text-brand-700" />
            {m.duration(messages.course.durationLabel(course.duration))}
          </li>
          <li className={chip}>
            <MonitorSmartphone
              aria-hidden="true"
              className="size-4 text-brand-700"
            />
            {m.mode(batchTexts.mode(course.mode))}
          </li>
          <li className={chip}>
            <CalendarDays
              aria-hidden="true"
              className="size-4 text-brand-700"
            />
            {nextBatchStart ? (
              <span>
                {m.nextBatch}{" "}
                <time dateTime={nextBatchStart}>
                  {formatDay(nextBatchStart, locale)}
                </time>
              </span>
            ) : (
              m.noBatches
            )}
          </li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonOrLink
            linkNote={batchTexts.whatsAppNote}
            href={enquiryChatHref}
            onClick={onEnquire}
          >
            {messages.common.enquiryNow}
          </ButtonOrLink>
          <ExternalLink
            href={chatHref}
            note={m.requestCallNote}
            className={buttonVariants({ variant: "outline" })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {m.requestCall}{" "}
          </ExternalLink>
        </div>
        {children}
      </div>
      <Picture
        image={course.image}
        priority
        sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, calc(100vw - 2rem)"
        className="h-auto w-full rounded-2xl border border-slate-200 shadow-sm"
      />
    </section>
  );
}
