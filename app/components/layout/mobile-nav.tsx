import { Menu } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";
import type { NavCourse } from "~/content/schema";
import { cn } from "~/lib/utils";

const loadDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazy(() =>
  loadDrawer().then((m) => ({ default: m.MobileDrawer })),
);

/**
 * The hamburger. The drawer's code (Radix Dialog and Collapsible) is fetched when the visitor
 * first reaches for the button, keeping it out of the JavaScript every page loads.
 */
export function MobileNav({
  courses,
  className,
}: {
  courses: readonly NavCourse[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        data-slot="hamburger"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50",
          className,
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer
            open={open}
            onOpenChange={setOpen}
            courses={courses}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
