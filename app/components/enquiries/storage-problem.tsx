import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { paths } from "#app/config/paths.ts";
import { siteConfig } from "#app/config/site.ts";
import type { StorageFailure } from "#app/lib/enquiry-storage.ts";
import { ConfirmDelete } from "#app/components/enquiries/confirm-delete.tsx";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

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
  const m = useEnquiryTexts();
  const t = m.storageProblem;
  return (
    <div className="rounded-2xl border border-red-800/30 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">
        {corrupt ? t.corruptTitle : t.unavailableTitle}
      </p>
      <p className="mt-2">
        {corrupt ? t.corruptBody : t.unavailableBody} {t.reachBefore}{" "}
        <a href={paths.tel} className="font-semibold underline">
          {siteConfig.phone}
        </a>{" "}
        {t.reachOr}{" "}
        <ExternalLink href={paths.chat()} className="font-semibold underline">
          {t.reachChat}
        </ExternalLink>
        {t.reachAfter}
      </p>
      {corrupt ? (
        <div className="mt-4">
          <ConfirmDelete
            label={t.deleteLabel}
            title={t.deleteTitle}
            description={t.deleteDescription}
            confirmLabel={t.deleteConfirm}
            onConfirm={onClear}
            focusAfter={focusAfter}
          />
        </div>
      ) : null}
    </div>
  );
}
