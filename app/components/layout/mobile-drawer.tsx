import { ChevronDown, X } from "lucide-react";
import { Collapsible, Dialog as DialogPrimitive } from "radix-ui";
import { Dialog, useDialogClosing } from "#app/components/ui/dialog.tsx";
import { Link } from "react-router";
import type { NavCourse } from "#app/content/schemas/pages.ts";
import { useMainNav } from "#app/hooks/use-main-nav.ts";
import { localizePath } from "#app/content/locales.ts";
import { useLocale, useMessages } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";

const itemClass =
  "block rounded-md px-3 py-3 text-base font-semibold text-ink hover:bg-brand-50 hover:text-brand-800";

/**
 * The narrow-screen drawer (SPEC.md §2): a Radix Dialog sliding in from the right, so focus is
 * trapped and Escape closes it; focus then goes back to the hamburger. Choosing any item
 * closes it. Loaded on first use (see MobileNav), so phones that never open it never pay.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  courses,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courses: readonly NavCourse[];
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DrawerPanel
        close={close}
        courses={courses}
        returnFocusTo={returnFocusTo}
      />
    </Dialog>
  );
}

/** The overlay and the panel; invisible at once when the drawer starts closing. */
function DrawerPanel({
  close,
  courses,
  returnFocusTo,
}: {
  close: () => void;
  courses: readonly NavCourse[];
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const m = useMessages();
  const locale = useLocale();
  const mainNav = useMainNav();
  const closing = useDialogClosing() || undefined;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-closing={closing}
        className="fixed inset-0 z-50 bg-slate-900/50 data-closing:opacity-0 data-[state=open]:animate-fade-in motion-reduce:animate-none"
      />
      <DialogPrimitive.Content
        data-slot="drawer"
        data-closing={closing}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="fixed inset-y-0 right-0 z-50 flex w-[min(300px,86vw)] flex-col overflow-y-auto bg-white shadow-2xl data-closing:opacity-0 data-[state=open]:animate-slide-in-right motion-reduce:animate-none"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <DialogPrimitive.Title className="text-lg font-bold">
            {m.layout.menuTitle}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-50"
            aria-label={m.layout.closeMenu}
          >
            <X aria-hidden="true" className="size-6" />
          </DialogPrimitive.Close>
        </div>
        <nav aria-label={m.layout.mainNavLabel} className="p-3">
          <ul className="space-y-1">
            <li>
              <Link
                to={mainNav.home.href}
                className={itemClass}
                onClick={close}
              >
                {mainNav.home.label}
              </Link>
            </li>
            <li>
              <Collapsible.Root>
                <Collapsible.Trigger
                  className={cn(
                    itemClass,
                    "group flex w-full items-center justify-between",
                  )}
                >
                  {mainNav.courses.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </Collapsible.Trigger>
                <Collapsible.Content>
                  <ul
                    className="ml-3 border-l border-slate-200 pl-2"
                    aria-label={mainNav.courses.label}
                  >
                    {courses.map((course) => (
                      <li key={course.slug}>
                        <Link
                          to={localizePath(course.path, locale)}
                          className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50"
                          onClick={close}
                        >
                          {course.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Collapsible.Content>
              </Collapsible.Root>
            </li>
            {mainNav.rest.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={itemClass} onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-slate-200 p-3">
          <LanguageSwitch className="w-full px-3 text-base" />
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
