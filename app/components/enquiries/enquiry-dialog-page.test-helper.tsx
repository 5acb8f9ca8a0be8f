import { useRef } from "react";
import {
  EnquiryDialog,
  type EnquiryDialogHandle,
} from "#app/components/enquiries/enquiry-dialog.tsx";

/**
 * For the dialog's tests: a page with the dialog and the button that opens it (named
 * `opener`), which gets the focus back when it closes.
 */
export function DialogPage({
  course,
  opener,
}: {
  course: { slug: string; title: string };
  opener: string;
}) {
  const dialog = useRef<EnquiryDialogHandle>(null);
  return (
    <>
      <button
        type="button"
        onClick={(e) => dialog.current?.open(e.currentTarget)}
      >
        {opener}
      </button>
      <EnquiryDialog course={course} handle={dialog} />
    </>
  );
}
