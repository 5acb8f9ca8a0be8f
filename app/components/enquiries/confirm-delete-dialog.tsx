import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

/**
 * The question before a deletion for good (Radix AlertDialog: focus starts on 'Cancel', Escape
 * cancels), opened by ConfirmDelete's button. Focus goes back to that button, or, after a
 * deletion (which may take the button away), to `focusAfter`.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  opener,
  focusAfter,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  opener: React.RefObject<HTMLElement | null>;
  focusAfter: React.RefObject<HTMLElement | null>;
}) {
  const confirmed = useRef(false);
  const m = useEnquiryTexts();
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (confirmed.current ? focusAfter : opener).current?.focus();
          }}
        >
          <AlertDialog.Title className="text-xl font-bold text-ink">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{m.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                onClick={() => {
                  confirmed.current = true;
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
