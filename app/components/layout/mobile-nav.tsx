import { Menu } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import type { NavCourse } from "#app/content/schemas/pages.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";
import { PAGE_LINKS_ID } from "#app/components/layout/no-script.tsx";
import { lazyOnDemand } from "#app/hooks/lazy-when-idle.ts";

const { preload: loadDrawer, Component: MobileDrawer } = lazyOnDemand(
  () => import("#app/components/layout/mobile-drawer.tsx"),
  (m) => m.MobileDrawer,
);

/**
 * The hamburger. The drawer's code (Radix Dialog and Collapsible) is fetched when the visitor
 * first reaches for the button, keeping it out of the JavaScript every page loads (lazyOnDemand:
 * after the frame that answers the reach, and rendered directly once in). Until the app runs it
 * is a link that shows the row of page links under the header (CSS `:target`).
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
  const hydrated = useHydrated();
  const m = useMessages();
  const look = cn(
    "inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50",
    className,
  );

  if (!hydrated)
    return (
      <a
        href={`#${PAGE_LINKS_ID}`}
        data-slot="hamburger"
        aria-label={m.layout.openMenu}
        className={look}
      >
        <Menu aria-hidden="true" className="size-6" />
      </a>
    );
  return (
    <>
      <button
        ref={button}
        type="button"
        data-slot="hamburger"
        aria-label={m.layout.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={look}
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
