import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CourseTestimonial } from "#app/content/schemas/people.ts";
import { TESTIMONIAL_ROTATION_MS } from "#app/config/constants.ts";
import { TestimonialCarousel } from "#app/components/testimonials/testimonial-carousel.tsx";

const person = (name: string): CourseTestimonial => ({
  id: name.toLowerCase(),
  name,
  role: "Student",
  text: `${name} liked the course.`,
  img: {
    src: `/images/testimonials/${name}-256.webp`,
    alt: `Portrait of ${name}`,
    width: 256,
    height: 256,
    widths: [256],
  },
  insta: `https://www.instagram.com/${name.toLowerCase()}.example`,
  duration: "2.5 months",
  fee: name === "Ravi" ? "Scholarship" : "Paid",
});

const people = [person("Asha"), person("Ravi"), person("Meera")];
let reducedMotion = false;

/** The slide that is shown: the one not hidden from assistive technology. */
const current = () =>
  screen
    .getAllByRole("group", { hidden: true })
    .find(
      (g) =>
        g.getAttribute("aria-roledescription") === "slide" &&
        !g.hasAttribute("aria-hidden"),
    );

function renderCarousel(items = people) {
  render(
    <TestimonialCarousel
      label="Java students testimonials"
      course="Java Full Stack Development"
      testimonials={items}
    />,
  );
  return screen.getByRole("region", { name: "Java students testimonials" });
}

describe("TestimonialCarousel", () => {
  beforeEach(() => {
    reducedMotion = false;
    // Live, as a browser's MediaQueryList is: the page keeps one list and reads it again.
    vi.stubGlobal("matchMedia", (query: string) => ({
      get matches() {
        return reducedMotion && query.includes("reduce");
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("moves on every 4.5 s and wraps round", () => {
    renderCarousel();
    expect(current()).toHaveTextContent("Asha");
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS - 1));
    expect(current()).toHaveTextContent("Asha");
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toHaveTextContent("Ravi");
    act(() => vi.advanceTimersByTime(2 * TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Asha");
  });

  it("stops with its Pause button and goes on with Play", () => {
    const region = renderCarousel();
    fireEvent.click(
      within(region).getByRole("button", {
        name: "Pause Java students testimonials",
      }),
    );
    act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Asha");
    fireEvent.click(
      within(region).getByRole("button", {
        name: "Play Java students testimonials",
      }),
    );
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Ravi");
  });

  it("pauses while the pointer or keyboard focus is on it", () => {
    const region = renderCarousel();
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(2 * TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Asha");
    fireEvent.pointerLeave(region);
    const next = within(region).getByRole("button", {
      name: "Next testimonial",
    });
    fireEvent.focus(next);
    act(() => vi.advanceTimersByTime(2 * TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Asha");
    fireEvent.blur(next);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Ravi");
  });

  it("pauses while the page is hidden", () => {
    renderCarousel();
    const state = vi
      .spyOn(document, "visibilityState", "get")
      .mockReturnValue("hidden");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    act(() => vi.advanceTimersByTime(2 * TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Asha");
    state.mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Ravi");
  });

  it("stands still under reduced motion, with Previous and Next and no Pause", () => {
    reducedMotion = true;
    const region = renderCarousel();
    act(() => vi.advanceTimersByTime(3 * TESTIMONIAL_ROTATION_MS));
    expect(current()).toHaveTextContent("Asha");
    expect(within(region).queryByRole("button", { name: /Pause/ })).toBeNull();
    fireEvent.click(
      within(region).getByRole("button", { name: "Previous testimonial" }),
    );
    expect(current()).toHaveTextContent("Meera");
  });

  it("answers the arrow keys on its controls, as the hero slider does", () => {
    const region = renderCarousel();
    const next = within(region).getByRole("button", {
      name: "Next testimonial",
    });
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(current()).toHaveTextContent("Ravi");
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    expect(current()).toHaveTextContent("Meera");
  });

  it("says under each student's words the course, its duration and the fee", () => {
    renderCarousel();
    expect(current()).toHaveTextContent(
      "Java Full Stack Development · 2.5 months · Paid",
    );
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(current()).toHaveTextContent(
      "Java Full Stack Development · 2.5 months · Scholarship",
    );
  });

  it("tells no facts on the placeholder card of a course without testimonials", () => {
    const { id, name, role, text, img, insta } = person("Your story");
    render(
      <TestimonialCarousel
        label="DevOps students testimonials"
        course="DevOps"
        testimonials={[{ id, name, role, text, img, insta }]}
      />,
    );
    expect(current()).toHaveTextContent("Your story liked the course.");
    expect(current()).not.toHaveTextContent("·");
  });

  it("shows a single card without controls", () => {
    const region = renderCarousel([person("Asha")]);
    expect(
      within(region).queryByRole("button", { name: "Next testimonial" }),
    ).toBeNull();
    expect(within(region).queryByRole("button", { name: /Pause/ })).toBeNull();
  });

  it("opens the student dialog with photo, words and profile link from the play button", async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderCarousel();
    await user.click(
      screen.getByRole("button", { name: "Play Asha's testimonial" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Asha" });
    expect(
      within(dialog).getByRole("img", { name: "Portrait of Asha" }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent("Asha liked the course.");
    expect(
      within(dialog).getByText(
        "Java Full Stack Development · 2.5 months · Paid",
      ),
    ).toBeVisible();
    const profile = within(dialog).getByRole("link", {
      name: /View Asha.s profile/,
    });
    expect(profile).toHaveAttribute(
      "href",
      "https://www.instagram.com/asha.example",
    );
    expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    await user.keyboard("{Escape}");
    // The dialog is unmounted once the frame that hid it has been painted.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      screen.getByRole("button", { name: "Play Asha's testimonial" }),
    ).toHaveFocus();
  });
});
