import { MessageCircle, Phone } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { StorageFailure } from "#app/lib/enquiry-storage.ts";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

const link = buttonVariants({ variant: "alert" });

/**
 * Why an enquiry could not be kept on this device, and the two ways to reach the institute
 * instead. What the visitor typed stays in the form.
 */
export function EnquiryNotSaved({
  reason,
  phone,
  telHref,
  chatHref,
}: {
  reason: StorageFailure;
  phone: string;
  telHref: string;
  chatHref: string;
}) {
  const m = useEnquiryTexts();
  const t = m.notSaved;
  return (
    <div
      role="alert"
      className="mt-4 rounded-lg border border-red-800/30 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{t.title}</p>
      <p className="mt-1">
        {t.reasons[reason]} {t.instead}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={telHref} className={link}>
          <Phone aria-hidden="true" className="size-4" />
          {t.call(phone)}
        </a>
        <ExternalLink href={chatHref} className={link}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t.sendOnWhatsApp}{" "}
        </ExternalLink>
      </div>
    </div>
  );
}
