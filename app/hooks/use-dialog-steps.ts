import { useEffect, useEffectEvent, useRef, useState } from "react";
import { afterPaint } from "#app/hooks/use-after-paint.ts";

/**
 * Where a dialog is: `dimming` (the tap's frame dims the page; the dialog is mounted after that
 * frame is painted), `open`, `closing` (invisible already; unmounted after that frame is
 * painted) or `closed`.
 */
export type DialogStep = "closed" | "dimming" | "open" | "closing";

/**
 * A dialog's two-step opening and closing (docs/decisions/018-dialogs-open-in-two-steps.md): the
 * tap's frame only shows the change (the page dimmed, the dialog invisible), and the costly part
 * (mounting the dialog, unmounting it) waits until that frame is painted. Escape while the page is
 * dimmed cancels the opening.
 *
 * Controlled (`open`) or not, like Radix's Root. Openings that come through `setOpen(true)` (a
 * trigger, a handle) go through the dimmed frame when `openAfterPaint`; a parent that sets
 * `open` itself opens the dialog at once. Every closing through `setOpen(false)` takes two
 * steps, and `onOpenChange(false)` comes with the second.
 */
export function useDialogSteps({
  open,
  defaultOpen = false,
  onOpenChange,
  openAfterPaint = false,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  openAfterPaint?: boolean;
}): { step: DialogStep; setOpen: (open: boolean) => void } {
  const [own, setOwn] = useState<DialogStep>(defaultOpen ? "open" : "closed");
  // A parent's `open` wins: closed is closed, and opened by the parent is open.
  const step: DialogStep =
    open === undefined || (open && own !== "closed")
      ? own
      : open
        ? "open"
        : "closed";
  /** Cancels the second step of a closing under way. */
  const cancelClosing = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelClosing.current?.(), []);

  const cancelOpening = useEffectEvent(() => {
    setOwn("closed");
    onOpenChange?.(false);
  });
  const dimming = step === "dimming";
  useEffect(() => {
    if (!dimming) return;
    const stop = afterPaint(() => setOwn("open"));
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      stop();
      cancelOpening();
    };
    document.addEventListener("keydown", escape);
    return () => {
      stop();
      document.removeEventListener("keydown", escape);
    };
  }, [dimming]);

  const setOpen = (next: boolean) => {
    cancelClosing.current?.();
    cancelClosing.current = null;
    if (next) {
      // Opened again while closing, it is still there: no dimmed frame.
      if (step === "closed") setOwn(openAfterPaint ? "dimming" : "open");
      else if (step === "closing") setOwn("open");
      onOpenChange?.(true);
    } else if (step === "dimming") {
      setOwn("closed");
      onOpenChange?.(false);
    } else if (step !== "closed") {
      setOwn("closing");
      cancelClosing.current = afterPaint(() => {
        cancelClosing.current = null;
        setOwn("closed");
        onOpenChange?.(false);
      });
    }
  };
  return { step, setOpen };
}
