import { act, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnimatedCounter } from "#app/components/home/animated-counter.tsx";

/** An IntersectionObserver that sees every element whole as soon as it is observed. */
class SeenAtOnce {
  constructor(
    private readonly report: (
      entries: Partial<IntersectionObserverEntry>[],
    ) => void,
  ) {}
  observe() {
    this.report([{ isIntersecting: true, intersectionRatio: 1 }]);
  }
  disconnect() {}
}

const shown = () =>
  document.querySelector("[data-slot=counter-value]")!.textContent;

describe("AnimatedCounter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", SeenAtOnce);
  });
  afterEach(() => vi.useRealTimers());

  it("counts up from 0 to 1000+ over 2 s in 20 ms steps, the final value always read out", () => {
    render(<AnimatedCounter value={1000} suffix="+" />);
    expect(shown()).toBe("0+");
    expect(screen.getByText("1000+", { selector: ".sr-only" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(20));
    expect(shown()).toBe("10+");
    act(() => vi.advanceTimersByTime(980));
    expect(shown()).toBe("500+");
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe("1000+");
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe("1000+");
  });

  it("renders nothing again while it counts: the digits change, React does not render", () => {
    const commits = vi.fn();
    render(
      <Profiler id="counter" onRender={commits}>
        <AnimatedCounter value={80} suffix="%" />
      </Profiler>,
    );
    const before = commits.mock.calls.length;
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe("40%");
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe("80%");
    expect(commits.mock.calls.length).toBe(before);
  });

  it("shows the new final value when the number is edited mid-count (the editor's preview)", () => {
    const { rerender } = render(<AnimatedCounter value={16} suffix="+" />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<AnimatedCounter value={26} suffix="+" />);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe("26+");
    expect(screen.getByText("26+", { selector: ".sr-only" })).toBeTruthy();
  });
});
