import { useCallback, useImperativeHandle, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  type DialogHandle,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { paths } from "#app/config/paths.ts";
import { siteConfig } from "#app/config/site.ts";
import { useLocale, usePaths } from "#app/i18n/use-i18n.ts";
import { usePolicyTexts } from "#app/i18n/policy-texts.ts";
import { newEnquiryId } from "#app/lib/enquiry-id.ts";
import { enquiryChatText } from "#app/lib/enquiry-message.ts";
import {
  browserStorage,
  type EnquiryInput,
  type StorageFailure,
  saveEnquiry,
} from "#app/lib/enquiry-storage.ts";
import { EnquiryFields } from "#app/components/enquiries/enquiry-fields.tsx";
import { EnquiryNotSaved } from "#app/components/enquiries/enquiry-not-saved.tsx";
import {
  EnquirySuccess,
  type SuccessNotice,
} from "#app/components/enquiries/enquiry-success.tsx";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

/** Opens the dialog; focus goes back to `opener` when it closes. */
export type EnquiryDialogHandle = { open: (opener: HTMLElement) => void };

const EMPTY: EnquiryInput = { name: "", email: "", phone: "", message: "" };

/**
 * The enquiry dialog of a course page (SPEC.md §4). Send keeps the enquiry on this device,
 * closes, clears the form and shows the success message; if the device cannot keep it, the
 * dialog stays open with everything typed and offers the phone and chat instead.
 * Opened from several buttons (through `handle.open(button)`), it returns focus to the one that
 * opened it. Whether it is open is the dialog's own state, not the page's: opening, typing and
 * closing re-render the dialog alone, never the page around it
 * (docs/decisions/018-dialogs-open-in-two-steps.md).
 */
export function EnquiryDialog({
  course,
  handle,
}: {
  course: { slug: string; title: string };
  handle: React.Ref<EnquiryDialogHandle>;
}) {
  const dialog = useRef<DialogHandle>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useImperativeHandle(
    handle,
    () => ({
      open: (opener) => {
        returnFocusTo.current = opener;
        dialog.current?.open();
      },
    }),
    [],
  );
  const [fields, setFields] = useState<EnquiryInput>(EMPTY);
  const [failure, setFailure] = useState<StorageFailure | null>(null);
  const [notice, setNotice] = useState<SuccessNotice | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const locale = useLocale();
  const m = useEnquiryTexts();
  const policyTexts = usePolicyTexts();
  const localPaths = usePaths();

  /** The message of an enquiry just sent, shown once the dialog is gone (see send). */
  const sent = useRef<SuccessNotice | null>(null);

  function changeOpen(next: boolean) {
    setFailure(null);
    if (!next && sent.current) {
      setNotice(sent.current);
      sent.current = null;
    }
  }

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = new Date();
    const result = saveEnquiry(
      browserStorage(),
      { ...fields, courseSlug: course.slug },
      { id: newEnquiryId(crypto, now), now },
    );
    if (!result.ok) {
      setFailure(result.reason);
      return;
    }
    // Closed as Escape closes it: invisible in the tap's frame, unmounted after its paint
    // (docs/decisions/018-dialogs-open-in-two-steps.md). The message comes with the unmount: while
    // the dialog is there, the rest of the page is hidden from screen readers, and a message added
    // to a hidden live region would not be read out.
    sent.current = {
      id: result.enquiry.id,
      chatHref: paths.chat(enquiryChatText(course.title, fields, locale)),
    };
    setFields(EMPTY);
    dialog.current?.close();
  }

  return (
    <>
      <Dialog onOpenChange={changeOpen} handle={dialog} openAfterPaint>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <DialogTitle>{m.dialog.title(course.title)}</DialogTitle>
          <DialogDescription>{m.dialog.description}</DialogDescription>
          <p className="mt-2 text-sm">
            <a
              href={`${localPaths.policies}#device`}
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {policyTexts.dialog}
            </a>
          </p>
          <form noValidate onSubmit={send} className="mt-5">
            <EnquiryFields value={fields} onChange={setFields} />
            {failure ? (
              <EnquiryNotSaved
                reason={failure}
                phone={siteConfig.phone}
                telHref={paths.tel}
                chatHref={paths.chat(
                  enquiryChatText(course.title, fields, locale),
                )}
              />
            ) : null}
            <div className="mt-6 flex justify-end gap-3">
              <DialogClose asChild>
                <Button variant="outline">{m.cancel}</Button>
              </DialogClose>
              <Button type="submit">{m.dialog.send}</Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <EnquirySuccess notice={notice} onDone={clearNotice} />
    </>
  );
}
