import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { afterPaint } from "#app/hooks/use-after-paint.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";

/** What the dialog around is doing, for its overlay and panel (see `Dialog`). */
const StepContext = createContext({ closing: false, dimmed: false });

/** Closes the dialog from outside it, in the same two steps as Escape or the close button. */
export type DialogHandle = { close: () => void };

/**
 * Whether the dialog around is closing: it is already invisible (`data-closing`) and will be
 * unmounted once that frame is painted. Content drawn without DialogContent (the drawer) marks
 * its overlay and panel with it.
 */
export function useDialogClosing(): boolean {
  return use(StepContext).closing;
}

/** The dimmed page behind a dialog: the look of every overlay drawn with `DialogContent`. */
const overlayClass = "fixed inset-0 z-50 bg-slate-900/60";

/**
 * Radix Dialog, styled: focus is trapped inside, Escape closes, focus returns to the opener.
 * Closing happens in two steps: the frame after Escape (or the close button, or a click
 * outside) only makes the dialog invisible, and the dialog is unmounted after that frame is
 * painted. Unmounting it gives the page its scroll back, which restyles and lays out the whole
 * page (measured: about 150 ms with the CPU slowed 4x on the home page); the visitor's tap no
 * longer waits for that (docs/decisions/008-taps.md). Controlled or not, like Radix's Root;
 * `handle.close()` closes it the same way from the app (an enquiry sent).
 *
 * With `openAfterPaint`, opening is two steps as well: the tap's frame dims the page at once,
 * and the dialog (Radix's focus scope, scroll lock, `aria-hidden` on the page, the panel) is
 * mounted after that frame is painted, its panel fading in over the dimmed page. The first
 * opening of the enquiry dialog runs about 80 ms of script with the CPU slowed 4x (mostly
 * compiling and first runs of the dialog's code); the visitor's tap is answered by the dimming.
 * Escape before the dialog is there cancels the opening.
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  handle,
  openAfterPaint = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Root> & {
  handle?: React.Ref<DialogHandle>;
  openAfterPaint?: boolean;
}) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [closing, setClosing] = useState(false);
  const [mounted, setMounted] = useState(!openAfterPaint);
  const cancel = useRef<(() => void) | null>(null);
  const open = openProp ?? ownOpen;
  // Closed, the next opening goes through the dimmed frame again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open && openAfterPaint) setMounted(false);
  }
  const dimming = open && !mounted;
  const cancelOpening = useEffectEvent(() => {
    setOwnOpen(false);
    onOpenChange?.(false);
  });
  useEffect(() => {
    if (!dimming) return;
    const stop = afterPaint(() => setMounted(true));
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
  const change = (next: boolean) => {
    cancel.current?.();
    if (next) {
      setClosing(false);
      setOwnOpen(true);
      onOpenChange?.(true);
      return;
    }
    setClosing(true);
    cancel.current = afterPaint(() => {
      cancel.current = null;
      setClosing(false);
      setOwnOpen(false);
      onOpenChange?.(false);
    });
  };
  useImperativeHandle(handle, () => ({ close: () => change(false) }));
  return (
    <StepContext value={{ closing: open && closing, dimmed: openAfterPaint }}>
      <DialogPrimitive.Root
        {...props}
        open={open && mounted}
        onOpenChange={change}
      />
      {dimming
        ? createPortal(
            <div
              aria-hidden="true"
              data-slot="dialog-dimming"
              className={overlayClass}
            />,
            document.body,
          )
        : null}
    </StepContext>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  closeLabel,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Names the close button; "Close" in the page's language unless given. */
  closeLabel?: string;
}) {
  const m = useMessages();
  const step = use(StepContext);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        data-closing={step.closing || undefined}
        className={cn(
          overlayClass,
          "data-closing:opacity-0 motion-reduce:animate-none",
          // Opened after paint, the page was dimmed in the tap's frame: no second fade.
          !step.dimmed && "data-[state=open]:animate-fade-in",
        )}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-closing={step.closing || undefined}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl data-closing:opacity-0 data-[state=open]:animate-fade-in motion-reduce:animate-none",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-ink"
          aria-label={closeLabel ?? m.layout.close}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("pr-10 text-xl font-bold text-ink", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("mt-1 text-sm text-muted", className)}
      {...props}
    />
  );
}
