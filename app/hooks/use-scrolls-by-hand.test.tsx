import { render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollsByHand } from "#app/hooks/use-scrolls-by-hand.ts";

function Strip({ overflow }: { overflow: "hidden" | "auto" }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsByHand(ref);
  return (
    <div ref={ref} data-testid="strip" style={{ overflowX: overflow }}>
      {scrolls ? "scrolls" : "still"}
    </div>
  );
}

/** jsdom lays nothing out: the strip is given a content width and a box width. */
function widths(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(
    content,
  );
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(box);
}

afterEach(() => vi.restoreAllMocks());

describe("useScrollsByHand", () => {
  it("is true for a scrolling box whose content is wider", () => {
    widths(1200, 390);
    render(<Strip overflow="auto" />);
    expect(screen.getByTestId("strip")).toHaveTextContent("scrolls");
  });

  it("is false for a clipped box, however wide its content", () => {
    widths(1200, 390);
    render(<Strip overflow="hidden" />);
    expect(screen.getByTestId("strip")).toHaveTextContent("still");
  });

  it("is false when the content fits", () => {
    widths(390, 390);
    render(<Strip overflow="auto" />);
    expect(screen.getByTestId("strip")).toHaveTextContent("still");
  });
});
