import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CourseCurriculum } from "#app/components/courses/course-curriculum.tsx";

const modules = [
  { id: "basics", title: "Basics", topics: ["Variables", "Loops"] },
  { id: "oop", title: "Objects", topics: ["Classes"] },
  { id: "web", title: "Web", topics: ["HTTP", "REST"] },
];

describe("CourseCurriculum", () => {
  it("shows the selected module's topics and follows the arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <CourseCurriculum modules={modules} brochureHref="/files/brochure.pdf" />,
    );
    // The tabs replace the list once their code is in (fetched after hydration).
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "01Basics",
      "02Objects",
      "03Web",
    ]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("VariablesLoops");

    await user.click(tabs[0]!);
    await user.keyboard("{ArrowDown}");
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: /Objects/ });
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Classes"]);

    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("HTTPREST");
  });

  it("selects a tapped tab that takes no focus, and keeps one tab in the Tab order", async () => {
    const user = userEvent.setup();
    render(
      <CourseCurriculum modules={modules} brochureHref="/files/brochure.pdf" />,
    );
    const tabs = await screen.findAllByRole("tab");
    // Safari does not focus a tapped button: the click alone selects.
    fireEvent.click(tabs[2]!);
    expect(tabs[2]).not.toHaveFocus();
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(tabs[0]).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("HTTPREST");

    // Tab lands on the selected module, then its topics, then the brochure.
    await user.tab();
    expect(tabs[2]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: /Web/ })).toHaveFocus();
    await user.tab();
    expect(
      screen.getByRole("link", { name: /Download Brochure/ }),
    ).toHaveFocus();
  });

  it("links the brochure in a new tab", () => {
    render(
      <CourseCurriculum modules={modules} brochureHref="/files/brochure.pdf" />,
    );
    const link = screen.getByRole("link", { name: /Download Brochure/ });
    expect(link).toHaveAttribute("href", "/files/brochure.pdf");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
