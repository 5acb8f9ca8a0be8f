import { paths } from "~/config/paths";
import { siteConfig } from "~/config/site";
import type { StorageFailure } from "~/lib/enquiry-storage";
import { ConfirmDelete } from "./confirm-delete";

/** Why the enquiries on this device cannot be listed, and what the visitor can do instead. */
export function StorageProblem({
  reason,
  onClear,
  focusAfter,
}: {
  reason: StorageFailure;
  onClear: () => void;
  focusAfter: React.RefObject<HTMLElement | null>;
}) {
  const corrupt = reason === "corrupt";
  return (
    <div className="rounded-2xl border border-red-800/30 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">
        {corrupt
          ? "The enquiries kept on this device cannot be read."
          : "This browser does not let the site keep data, so no enquiries can be kept or shown on this device."}
      </p>
      <p className="mt-2">
        {corrupt
          ? "The stored data is damaged. We have left it as it is, and new enquiries cannot be saved until it is deleted."
          : "Storage may be turned off or blocked (for example in a private window)."}{" "}
        To reach us now, call{" "}
        <a href={paths.tel} className="font-semibold underline">
          {siteConfig.phone}
        </a>{" "}
        or{" "}
        <a
          href={paths.chat()}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold underline"
        >
          chat with us on WhatsApp{" "}
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        .
      </p>
      {corrupt ? (
        <div className="mt-4">
          <ConfirmDelete
            label="Delete the unreadable data"
            title="Delete the unreadable data?"
            description="The damaged enquiry data on this device will be removed, so new enquiries can be saved again. This cannot be undone."
            confirmLabel="Delete it"
            onConfirm={onClear}
            focusAfter={focusAfter}
          />
        </div>
      ) : null}
    </div>
  );
}
