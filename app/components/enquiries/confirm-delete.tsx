import { Suspense, lazy, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type * as DialogModule from "#app/components/enquiries/confirm-delete-dialog.tsx";

let loaded: typeof DialogModule | undefined;
const loadDialog = () =>
  import("#app/components/enquiries/confirm-delete-dialog.tsx").then(
    (m: typeof DialogModule) => (loaded = m),
  );
const LazyConfirmDeleteDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.ConfirmDeleteDialog })),
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
  const ConfirmDeleteDialog =
    loaded?.ConfirmDeleteDialog ?? LazyConfirmDeleteDialog;
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={loadDialog}
        onFocus={loadDialog}
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
