import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { createContext, use, useImperativeHandle } from "react";
import { createPortal } from "react-dom";
import { useDialogSteps } from "#app/hooks/use-dialog-steps.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";

/** What the dialog around is doing, for its overlay and panel (see `Dialog`). */
const StepContext = createContext({ closing: false, dimmed: false });

/** Opens and closes the dialog from outside it, in the same steps as a trigger or Escape. */
export type DialogHandle = { open: () => void; close: () => void };

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
 * Closing takes two steps (`useDialogSteps`): the tap's frame only makes the dialog invisible,
 * and it is unmounted after that frame is painted, so the visitor's tap does not wait for the
 * page to get its scroll back (about 150 ms with the CPU slowed 4x on the home page). With
 * `openAfterPaint`, opening does too: the tap's frame dims the page, and the dialog (its focus
 * scope, scroll lock, `aria-hidden` on the page, the panel, about 80 ms of script with the CPU
 * slowed 4x the first time) is mounted after that frame is painted, its panel fading in over
 * the dimmed page. Controlled or not, like Radix's Root; `handle` opens and closes it the same
 * way from the app (an enquiry dialog's buttons, an enquiry sent).
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  handle,
  openAfterPaint = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Root> & {
  handle?: React.Ref<DialogHandle>;
  openAfterPaint?: boolean;
}) {
  const { step, setOpen } = useDialogSteps({
    open,
    defaultOpen,
    onOpenChange,
    openAfterPaint,
  });
  useImperativeHandle(handle, () => ({
    open: () => setOpen(true),
    close: () => setOpen(false),
  }));
  return (
    <StepContext
      value={{ closing: step === "closing", dimmed: openAfterPaint }}
    >
      <DialogPrimitive.Root
        {...props}
        open={step === "open" || step === "closing"}
        onOpenChange={setOpen}
      />
      {step === "dimming"
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
