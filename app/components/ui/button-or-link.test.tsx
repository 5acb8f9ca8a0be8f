import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ButtonOrLink } from "#app/components/ui/button-or-link.tsx";

const control = (onClick = () => {}) => (
  <ButtonOrLink
    href="https://wa.me/919876543210?text=Hello"
    linkNote="on WhatsApp, opens in a new tab"
    onClick={onClick}
  >
    Enquiry Now
  </ButtonOrLink>
);

describe("ButtonOrLink", () => {
  it("is a link in the prerendered page, for visitors whose scripts have not run", () => {
    const html = renderToString(control());
    expect(html).toContain('href="https://wa.me/919876543210?text=Hello"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html.replaceAll("<!-- -->", "")).toContain(
      'Enquiry Now<span class="sr-only"> (on WhatsApp, opens in a new tab)</span>',
    );
    expect(html).not.toContain("<button");
  });

  it("is a button once the app runs", async () => {
    const onClick = vi.fn();
    render(control(onClick));
    await userEvent.click(screen.getByRole("button", { name: "Enquiry Now" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
