import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Marquee } from "#app/components/ui/marquee.tsx";

describe("Marquee", () => {
  it("shows one copy of its items to assistive technology and pauses on request", async () => {
    render(
      <Marquee label="Company logos" speed="strip">
        <li>Acme</li>
        <li>Globex</li>
      </Marquee>,
    );
    const region = screen.getByRole("region", { name: "Company logos" });
    expect(within(region).getAllByRole("list")).toHaveLength(1);
    const items = within(region).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Acme", "Globex"]);

    await userEvent.click(
      within(region).getByRole("button", { name: "Pause Company logos" }),
    );
    expect(region.querySelector("[data-paused]")).not.toBeNull();
    await userEvent.click(
      within(region).getByRole("button", { name: "Play Company logos" }),
    );
    expect(
      within(region).getByRole("button", { name: "Pause Company logos" }),
    ).toBeVisible();
    expect(region.querySelector("[data-paused]")).toBeNull();
  });
});
