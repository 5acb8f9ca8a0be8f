import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { paths } from "#app/config/paths.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";

/**
 * One tap to call or chat, on every page: a bar fixed to the bottom of a phone's screen, hidden
 * from md up (the header and the contact page are at hand there) and in print. Plain links, so
 * it works before and without scripts. Its height is reserved at the bottom of the body
 * (CALL_BAR_SPACE, from the first paint), so it never covers the end of the page; dialogs
 * (z-50) sit above it. No icons: every byte here is in every page's first paint.
 */
const LINK =
  "flex flex-1 items-center justify-center rounded-lg px-3 text-center text-sm leading-tight font-semibold";

export function CallBar() {
  const m = useMessages().layout.callBar;
  return (
    <aside
      aria-label={m.label}
      data-slot="call-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex h-15 gap-2 bg-white p-2 shadow-[0_-1px_6px_rgb(15_23_42/0.15)] md:hidden print:hidden"
    >
      <a href={paths.tel} className={`${LINK} bg-brand-700 text-white`}>
        {m.call}
      </a>
      <ExternalLink
        href={paths.chat()}
        note={<> ({m.newTab})</>}
        className={`${LINK} border border-slate-300 text-ink`}
      >
        {m.chat}
      </ExternalLink>
    </aside>
  );
}

/** The room the bar takes at the bottom of the body on a phone (see CallBar). */
export const CALL_BAR_SPACE = "pb-15 md:pb-0 print:pb-0";
