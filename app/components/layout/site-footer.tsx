import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { FooterLink } from "#app/content/schemas/pages.ts";
import { localizePath } from "#app/content/locales.ts";
import {
  useLocale,
  useMessages,
  usePaths,
  useSite,
} from "#app/i18n/use-i18n.ts";
import { skipWhenAway } from "#app/hooks/skip-when-away.ts";
import { FooterContact } from "#app/components/layout/footer-contact.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { SocialIcon } from "#app/components/layout/social-icon.tsx";

export type FooterCourseList = {
  /** The branch's id, e.g. "kolhapur": names the section in every language. */
  id: string;
  town: string;
  links: readonly FooterLink[];
};

/** Tailwind's sm breakpoint, from which the sections are columns. */
const SM_UP = "(min-width: 40rem)";

type Section = { id: string; title: string; body: React.ReactNode };

/**
 * The footer of every page (SPEC.md §2). Below the sm breakpoint its sections are accordions with
 * 'Contact & Locations' open; from sm up they are plain columns. Each section is in the HTML
 * once, as a native <details> (works before and without JavaScript; Radix Accordion would have
 * cost 9.2 kB gzip of the home page's 140 kB budget); from sm up CSS shows every section's
 * content (`::details-content`) and the summary is a plain heading, and the sections are opened
 * so that their state says so too.
 */
export function SiteFooter({
  courseLists,
  quickLinks,
}: {
  courseLists: readonly FooterCourseList[];
  quickLinks: readonly FooterLink[];
}) {
  const m = useMessages();
  const paths = usePaths();
  const site = useSite();
  const text = m.layout.footer;
  const sections: Section[] = [
    { id: "contact", title: text.contact, body: <FooterContact /> },
    ...courseLists.map((list) => ({
      id: `courses-${list.id}`,
      title: text.coursesIn(list.town),
      body: <LinkList links={list.links} />,
    })),
    {
      id: "quick-links",
      title: text.quickLinks,
      body: <LinkList links={quickLinks} />,
    },
    { id: "media", title: text.media, body: <SocialButtons /> },
  ];

  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wide = window.matchMedia(SM_UP);
    const openAll = () => {
      if (!wide.matches) return;
      for (const details of list.current?.querySelectorAll("details") ?? [])
        details.open = true;
    };
    openAll();
    wide.addEventListener("change", openAll);
    return () => wide.removeEventListener("change", openAll);
  }, []);

  return (
    <footer
      className="skip-when-away bg-slate-900 text-slate-200"
      ref={skipWhenAway}
    >
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Logo inverted />
        <div
          ref={list}
          data-slot="footer-sections"
          className="mt-6 divide-y divide-slate-700 sm:mt-8 sm:grid sm:grid-cols-2 sm:gap-8 sm:divide-y-0 lg:grid-cols-5"
        >
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={`footer-${section.id}`}>
              <details
                open={i === 0}
                className="group sm:[&::details-content]:[content-visibility:visible]"
              >
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between py-3 text-white sm:pointer-events-none sm:mb-3 sm:min-h-0 sm:py-0 [&::-webkit-details-marker]:hidden">
                  <h2 id={`footer-${section.id}`} className="font-semibold">
                    {section.title}
                  </h2>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none sm:hidden"
                  />
                </summary>
                <div className="pb-4 sm:pb-0">{section.body}</div>
              </details>
            </section>
          ))}
        </div>
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-700 pt-6 text-sm text-slate-400">
          <p>{text.copyright(site.foundedYear, site.name)}</p>
          <Link
            to={paths.myEnquiries}
            className="inline-block py-2 text-slate-300 underline hover:text-white"
          >
            {text.myEnquiries}
          </Link>
        </div>
      </div>
    </footer>
  );
}

/** The links of the data, whose internal addresses are English ones, in the page's language. */
function LinkList({ links }: { links: readonly FooterLink[] }) {
  const locale = useLocale();
  return (
    <ul className="space-y-1 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={localizePath(link.href, locale)}
            className="inline-block py-1 text-slate-300 hover:text-white"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** SPEC.md: the social buttons have no links; they stay real, labelled, harmless buttons. */
function SocialButtons() {
  const { social } = useSite();
  return (
    <ul className="flex flex-wrap gap-2">
      {social.map((s) => (
        <li key={s.name}>
          <button
            type="button"
            aria-label={s.name}
            className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
          >
            <SocialIcon name={s.name} className="size-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
