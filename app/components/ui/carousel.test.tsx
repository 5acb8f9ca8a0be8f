import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PauseButton, StepButton } from "#app/components/ui/carousel.tsx";

const controls = (paused: boolean) => (
  <>
    <StepButton direction="previous" onClick={() => {}} />
    <PauseButton paused={paused} onClick={() => {}} />
    <StepButton direction="next" onClick={() => {}} />
  </>
);

describe("carousel controls", () => {
  it("are named in English by default", () => {
    render(controls(false));
    expect(
      screen.getByRole("button", { name: "Previous slide" }),
    ).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Pause slideshow" }),
    ).toHaveTextContent("Pause");
    expect(screen.getByRole("button", { name: "Next slide" })).toBeVisible();
  });

  it("are named in Marathi on a Marathi page", () => {
    render(
      <MemoryRouter initialEntries={["/mr"]}>{controls(true)}</MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "मागील स्लाइड" })).toBeVisible();
    expect(
      screen.getByRole("button", { name: "स्लाइडशो सुरू करा" }),
    ).toHaveTextContent("सुरू करा");
    expect(screen.getByRole("button", { name: "पुढील स्लाइड" })).toBeVisible();
  });
});
