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
      screen.getByRole("button", { name: "Pause Company logos" }),
    );
    expect(region.querySelector("[data-paused]")).not.toBeNull();
    await userEvent.click(
      screen.getByRole("button", { name: "Play Company logos" }),
    );
    expect(
      screen.getByRole("button", { name: "Pause Company logos" }),
    ).toBeVisible();
    expect(region.querySelector("[data-paused]")).toBeNull();
  });

  it("inside a titled section, is a group named by the section's heading", () => {
    render(
      <section aria-labelledby="companies-title">
        <h2 id="companies-title">Our Students Work In</h2>
        <Marquee
          label="Company logos"
          labelledBy="companies-title"
          speed="strip"
        >
          <li>Acme</li>
        </Marquee>
      </section>,
    );
    const strip = screen.getByRole("group", { name: "Our Students Work In" });
    expect(within(strip).getByRole("listitem")).toHaveTextContent("Acme");
    // One landmark of that name: the section's.
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(
      screen.getByRole("button", { name: "Pause Company logos" }),
    ).toBeVisible();
  });

  it("takes no keyboard focus while it does not scroll by hand", () => {
    render(
      <Marquee label="Company logos" speed="strip">
        <li>Acme</li>
      </Marquee>,
    );
    expect(
      screen.getByRole("region", { name: "Company logos" }),
    ).not.toHaveAttribute("tabindex");
  });
});
