import { describe, expect, it } from "vitest";
import { nextSlide, previousSlide } from "#app/lib/slider.ts";
import { HERO_SLIDE_MS } from "#app/config/constants.ts";

describe("hero slider steps", () => {
  it("waits 12 s per slide", () => {
    expect(HERO_SLIDE_MS).toBe(12_000);
  });

  it("goes forward and wraps from the last slide to the first", () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(1, 3)).toBe(2);
    expect(nextSlide(2, 3)).toBe(0);
  });

  it("goes back and wraps from the first slide to the last", () => {
    expect(previousSlide(2, 3)).toBe(1);
    expect(previousSlide(0, 3)).toBe(2);
  });

  it("stays on 0 with one slide or none", () => {
    expect(nextSlide(0, 1)).toBe(0);
    expect(previousSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });
});
