import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HeroSlider } from "#app/components/home/hero-slider.tsx";

const photo = (name: string) => ({
  src: `/images/hero/${name}-1200.webp`,
  alt: `The ${name}`,
  width: 1200,
  height: 800,
  widths: [640, 1200],
});

const slides = [photo("lab"), photo("classroom"), photo("library")];

function renderSlider() {
  render(<HeroSlider slides={slides} label="Photos of the institute" />);
  return screen.getByRole("region", { name: "Photos of the institute" });
}

/** A slide by its label ("2 of 3"), shown or not. */
const slide = (label: string) => screen.getByLabelText(label);

describe("HeroSlider", () => {
  // Real timers and globals come back after each test (vitest.config.ts, vitest.setup.ts).
  beforeEach(() => {
    vi.stubGlobal("matchMedia", () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });

  it("keeps the next photo laid out while the pointer rests on the slider", () => {
    const region = renderSlider();
    fireEvent.pointerEnter(region);
    // Standing still for the visitor who is about to tap Next: that photo is ready.
    expect(slide("1 of 3")).not.toHaveAttribute("aria-hidden");
    expect(slide("2 of 3")).not.toHaveAttribute("hidden");
    expect(slide("2 of 3")).toHaveAttribute("aria-hidden", "true");
    expect(slide("3 of 3")).toHaveAttribute("hidden");
  });

  it("after Next, shows that photo and lays out the one after it", () => {
    const region = renderSlider();
    fireEvent.pointerEnter(region);
    fireEvent.click(within(region).getByRole("button", { name: "Next slide" }));
    expect(slide("2 of 3")).not.toHaveAttribute("aria-hidden");
    // The first fades out; the third is laid out, ready for the next tap.
    expect(slide("1 of 3")).not.toHaveAttribute("hidden");
    expect(slide("3 of 3")).not.toHaveAttribute("hidden");
    expect(slide("3 of 3")).toHaveAttribute("aria-hidden", "true");
  });

  it("gives each photo laid out a layer of its own, the shown one too", () => {
    const region = renderSlider();
    // A layer each (`will-change: opacity`): a tap on Next changes two opacities, and the
    // shown photo fades out without being painted again in the tap's frame.
    const layered = "will-change-[opacity]";
    expect(slide("1 of 3")).toHaveClass(layered);
    expect(slide("2 of 3")).toHaveClass(layered);
    expect(slide("3 of 3")).not.toHaveClass(layered);
    fireEvent.click(within(region).getByRole("button", { name: "Next slide" }));
    expect(slide("1 of 3")).toHaveClass(layered);
    expect(slide("2 of 3")).toHaveClass(layered);
    expect(slide("3 of 3")).toHaveClass(layered);
  });
});
