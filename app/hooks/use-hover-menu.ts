import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Open/close state of a navigation disclosure that opens on mouse hover and closes `closeDelayMs`
 * after the pointer leaves, toggles on click, and closes on Escape (focus back to the button),
 * when focus or a click goes elsewhere, and when one of its links is chosen (`close`).
 */
export function useHoverMenu(closeDelayMs: number) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancelClose = useCallback(() => window.clearTimeout(timer.current), []);
  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  const itemProps = {
    ref: root,
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      cancelClose();
      timer.current = window.setTimeout(() => setOpen(false), closeDelayMs);
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key !== "Escape" || !open) return;
      close();
      button.current?.focus();
    },
    onBlur: (event: React.FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) close();
    },
  };
  const buttonProps = {
    ref: button,
    "aria-expanded": open,
    onClick: () => {
      cancelClose();
      setOpen((o) => !o);
    },
  };
  return { open, close, itemProps, buttonProps };
}
