import { CircleCheck, MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { ENQUIRY_SUCCESS_MS } from "#app/config/constants.ts";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

export type SuccessNotice = { id: string; chatHref: string };

/**
 * 'Enquiry submitted…' for ENQUIRY_SUCCESS_MS (SPEC.md §4), with a link to continue the same
 * enquiry on WhatsApp. The live region is always in the page, so screen readers announce the
 * message when it appears. The time does not run out while the link has keyboard focus.
 */
export function EnquirySuccess({
  notice,
  onDone,
}: {
  notice: SuccessNotice | null;
  onDone: () => void;
}) {
  const [focused, setFocused] = useState(false);
  const m = useEnquiryTexts();
  useEffect(() => {
    if (!notice || focused) return;
    const timer = window.setTimeout(onDone, ENQUIRY_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [notice, focused, onDone]);

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-19 z-40 flex justify-center px-4 md:bottom-4"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {notice ? (
        <div className="pointer-events-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-green-700/30 bg-green-50 px-4 py-3 text-sm text-green-900 shadow-lg">
          <p className="flex items-center gap-2 font-semibold">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {m.success}
          </p>
          <ExternalLink
            href={notice.chatHref}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-green-900 underline underline-offset-2 hover:text-green-950"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {m.continueOnWhatsApp}{" "}
          </ExternalLink>
        </div>
      ) : null}
    </div>
  );
}
