import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PopularCourse } from "#app/content/schemas/pages.ts";
import { PopularCourseGrid } from "#app/components/home/popular-course-grid.tsx";

const courses: PopularCourse[] = Array.from({ length: 28 }, (_, i) => ({
  title: `Course ${i + 1}`,
  description: `About course ${i + 1}`,
  image: {
    src: `/images/popular/course-${i + 1}-640.webp`,
    alt: `Course ${i + 1} artwork`,
    width: 640,
    height: 400,
    widths: [320, 640],
  },
  tag: "Programming",
}));

describe("PopularCourseGrid", () => {
  beforeEach(() => {
    // jsdom does not lay out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
    // Nor idle periods: without them the grid would wait a second for each.
    vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run));
  });

  it("shows 8 cards, then all 28, then 8 again", async () => {
    render(<PopularCourseGrid courses={courses} />);
    const list = screen.getAllByRole("list")[0]!;
    expect(within(list).getAllByRole("heading")).toHaveLength(8);
    // The other 20 join the page in idle time, hidden until More.
    await waitFor(() =>
      expect(
        within(list).getAllByRole("heading", { hidden: true }),
      ).toHaveLength(28),
    );
    expect(screen.getByText("Course 9").closest("li")).not.toBeVisible();

    const more = screen.getByRole("button", { name: "More Courses (20)" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveAttribute("aria-controls", list.id);
    await userEvent.click(more);
    const headings = within(list).getAllByRole("heading");
    expect(headings).toHaveLength(28);
    expect(headings.at(-1)).toHaveTextContent("Course 28");
    expect(screen.getByText("Course 9").closest("li")).toBeVisible();

    const less = screen.getByRole("button", { name: "Show Less" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(less);
    expect(within(list).getAllByRole("heading")).toHaveLength(8);
    expect(
      screen.getByRole("button", { name: "More Courses (20)" }),
    ).toHaveFocus();
  });

  it("tapped before the idle render, answers at once and brings the 20 cards after", async () => {
    // An idle period that never comes before the tap.
    vi.stubGlobal("requestIdleCallback", () => 1);
    const { unmount } = render(<PopularCourseGrid courses={courses} />);
    try {
      const list = screen.getAllByRole("list")[0]!;
      await userEvent.click(
        screen.getByRole("button", { name: "More Courses (20)" }),
      );
      expect(screen.getByRole("button", { name: "Show Less" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await waitFor(() =>
        expect(within(list).getAllByRole("heading")).toHaveLength(28),
      );
      expect(screen.getByText("Course 28").closest("li")).toBeVisible();
    } finally {
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it("renders the 20 later cards four in each idle moment, so no frame lays out all of them", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    const { unmount } = render(<PopularCourseGrid courses={courses} />);
    try {
      const list = screen.getAllByRole("list")[0]!;
      const headings = () =>
        within(list).getAllByRole("heading", { hidden: true }).length;
      for (const expected of [12, 16, 20, 24, 28]) {
        await waitFor(() => expect(idle).not.toHaveLength(0));
        act(() => idle.shift()!());
        await waitFor(() => expect(headings()).toBe(expected));
      }
      expect(idle).toHaveLength(0);
    } finally {
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it("shows each card's fixed facts", () => {
    render(<PopularCourseGrid courses={courses.slice(0, 1)} />);
    expect(screen.getByText("Duration: 3 months")).toBeInTheDocument();
    expect(screen.getByText("Level: Beginner")).toBeInTheDocument();
    expect(screen.getByText("Programming")).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Course 1 artwork" }),
    ).toBeInTheDocument();
  });

  it("has no toggle when every card fits on the first page", () => {
    render(<PopularCourseGrid courses={courses.slice(0, 8)} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
