import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import type { FooterLink } from "~/content/schema";
import { FooterContact } from "./footer-contact";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";

export type FooterCourseList = { town: string; links: readonly FooterLink[] };

type Section = { id: string; title: string; body: React.ReactNode };

/**
 * The footer of every page (SPEC.md §2). Below the sm breakpoint its sections are accordions with
 * 'Contact & Locations' open; from sm up they are plain columns. Both forms are in the HTML and
 * CSS shows one, so the prerendered page never shifts when scripts start. The accordions are
 * native <details>: they work before and without JavaScript, and Radix Accordion would have
 * cost 9.2 kB gzip of the home page's 140 kB budget.
 */
export function SiteFooter({
  courseLists,
  quickLinks,
}: {
  courseLists: readonly FooterCourseList[];
  quickLinks: readonly FooterLink[];
}) {
  const sections: Section[] = [
    { id: "contact", title: "Contact & Locations", body: <FooterContact /> },
    ...courseLists.map((list) => ({
      id: `courses-${list.town.toLowerCase()}`,
      title: `Courses in ${list.town}`,
      body: <LinkList links={list.links} />,
    })),
    {
      id: "quick-links",
      title: "Quick Links",
      body: <LinkList links={quickLinks} />,
    },
    { id: "media", title: "For Media Contact", body: <SocialButtons /> },
  ];

  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Logo inverted />
        <div
          data-slot="footer-accordion"
          className="mt-6 divide-y divide-slate-700 sm:hidden"
        >
          {sections.map((section, i) => (
            <details key={section.id} open={i === 0} className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between py-3 text-white [&::-webkit-details-marker]:hidden">
                <h2 className="font-semibold">{section.title}</h2>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="pb-4">{section.body}</div>
            </details>
          ))}
        </div>
        <div
          data-slot="footer-columns"
          className="mt-8 hidden gap-8 sm:grid sm:grid-cols-2 lg:grid-cols-5"
        >
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`footer-${section.id}`}>
              <h2
                id={`footer-${section.id}`}
                className="mb-3 font-semibold text-white"
              >
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-700 pt-6 text-sm text-slate-400">
          <p>
            © {siteConfig.foundedYear}–present {siteConfig.name}
          </p>
          <Link
            to={paths.myEnquiries}
            className="inline-block py-2 text-slate-300 underline hover:text-white"
          >
            My enquiries on this device
          </Link>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
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
  return (
    <ul className="flex gap-2">
      {siteConfig.social.map((s) => (
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
