import { Suspense, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { lazyOnDemand } from "#app/hooks/lazy-when-idle.ts";

const { preload, Component: ConfirmDeleteDialog } = lazyOnDemand(
  () => import("#app/components/enquiries/confirm-delete-dialog.tsx"),
  (m) => m.ConfirmDeleteDialog,
);

/**
 * A button that asks before deleting for good (confirm-delete-dialog.tsx). After a deletion the
 * button itself may be gone, so focus then goes to `focusAfter` instead of back to it. The
 * question's code (Radix AlertDialog, 13 kB gzip) is fetched when the visitor reaches for the
 * button, not with the page: once fetched it is rendered directly, not through `lazy`, which
 * would suspend the opening for a frame that shows nothing.
 */
export function ConfirmDelete({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  focusAfter,
}: {
  label: React.ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  focusAfter: React.RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            title={title}
            description={description}
            confirmLabel={confirmLabel}
            onConfirm={onConfirm}
            onClose={() => setOpen(false)}
            opener={opener}
            focusAfter={focusAfter}
          />
        </Suspense>
      ) : null}
    </>
  );
}
