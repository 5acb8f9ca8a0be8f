import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import createLucideIcon from "#app/components/ui/icon.ts";

const Menu = createLucideIcon({
  name: "menu",
  size: 24,
  node: [
    ["path", { d: "M4 5h16", key: "a" }],
    ["path", { d: "M4 12h16", key: "b" }],
  ],
});

describe("createLucideIcon (the build's stand-in for lucide-react's)", () => {
  it("draws lucide's svg, hidden from screen readers when unlabelled", () => {
    const { container } = render(<Menu className="size-6" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("class")).toBe("lucide lucide-menu size-6");
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect(svg.getAttribute("stroke-width")).toBe("2");
    expect(svg.getAttribute("stroke-linecap")).toBe("round");
    expect(
      [...svg.querySelectorAll("path")].map((p) => p.getAttribute("d")),
    ).toEqual(["M4 5h16", "M4 12h16"]);
  });

  it("is not hidden when labelled, and takes a stroke width", () => {
    const { getByRole } = render(
      <Menu role="img" aria-label="Menu" strokeWidth={1.5} />,
    );
    const svg = getByRole("img", { name: "Menu" });
    expect(svg.hasAttribute("aria-hidden")).toBe(false);
    expect(svg.getAttribute("stroke-width")).toBe("1.5");
  });
});
