import { MessageCircle, Phone } from "lucide-react";
import { buttonVariants } from "~/components/ui/button-link";
import type { StorageFailure } from "~/lib/enquiry-storage";

const reasons = {
  unavailable:
    "This browser does not let the site keep data (storage is turned off or blocked).",
  full: "This browser's storage for the site is full.",
  corrupt:
    "The enquiries already kept on this device cannot be read, and we will not write over them.",
} satisfies Record<StorageFailure, string>;

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
  return (
    <div
      role="alert"
      className="mt-4 rounded-lg border border-red-800/30 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        Your enquiry could not be saved on this device.
      </p>
      <p className="mt-1">
        {reasons[reason]} What you typed is still here: call us or send it to us
        on WhatsApp instead.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={telHref} className={link}>
          <Phone aria-hidden="true" className="size-4" />
          Call {phone}
        </a>
        <a
          href={chatHref}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Send it on WhatsApp{" "}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
