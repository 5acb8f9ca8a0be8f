import { MessageCircle, Phone } from "lucide-react";
import { paths } from "#app/config/paths.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";

/**
 * One tap to call or chat, on every page: a bar fixed to the bottom of a phone's screen, hidden
 * from md up (the header and the contact page are at hand there) and in print. Plain links, so
 * it works before and without scripts. Its height is reserved at the bottom of the body
 * (CALL_BAR_SPACE, from the first paint), so it never covers the end of the page; dialogs
 * (z-50) sit above it.
 */
export function CallBar() {
  const m = useMessages().layout.callBar;
  const link =
    "flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold";
  return (
    <aside
      aria-label={m.label}
      data-slot="call-bar"
      className="fixed inset-x-0 bottom-0 z-40 box-content flex h-14 items-center gap-2 bg-white px-2 pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_6px_rgb(15_23_42/0.15)] md:hidden print:hidden"
    >
      <a
        href={paths.tel}
        className={`${link} bg-brand-700 text-white hover:bg-brand-800`}
      >
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        {m.call}
      </a>
      <a
        href={paths.chat()}
        target="_blank"
        rel="noopener noreferrer"
        className={`${link} border border-green-800 text-green-900 hover:bg-green-50`}
      >
        <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
        {m.chat}
        <span className="sr-only"> ({m.newTab})</span>
      </a>
    </aside>
  );
}

/** The room the bar takes at the bottom of the body on a phone (see CallBar). */
export const CALL_BAR_SPACE =
  "pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0 print:pb-0";
