import { startTransition, useState } from "react";

/**
 * Whether the pointer is over, or focus is inside, an element that moves by itself; spread
 * `handlers` on that element. Carousels stop while the visitor is reading or operating them.
 * The pause is a transition: a tap focuses the button it lands on before it clicks, and that
 * render (13 ms of a tap on the testimonials' Next, CPU slowed 4x) now waits for the tap's paint.
 */
export function usePauseOnInteraction() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    interacting: hovered || focused,
    handlers: {
      onPointerEnter: () => startTransition(() => setHovered(true)),
      onPointerLeave: () => startTransition(() => setHovered(false)),
      onFocus: () => startTransition(() => setFocused(true)),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          startTransition(() => setFocused(false));
      },
    },
  };
}
