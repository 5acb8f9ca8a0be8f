import { useRef, useState } from "react";
import { EnquiryDialog } from "./enquiry-dialog";

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
  const [open, setOpen] = useState(false);
  const openedBy = useRef<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={(e) => {
          openedBy.current = e.currentTarget;
          setOpen(true);
        }}
      >
        {opener}
      </button>
      <EnquiryDialog
        course={course}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={openedBy}
      />
    </>
  );
}
