import { useState } from "react";

/**
 * Whether the pointer is over, or focus is inside, an element that moves by itself; spread
 * `handlers` on that element. Carousels stop while the visitor is reading or operating them.
 */
export function usePauseOnInteraction() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    interacting: hovered || focused,
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocused(false);
      },
    },
  };
}
