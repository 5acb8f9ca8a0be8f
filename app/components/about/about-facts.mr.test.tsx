import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AboutFacts } from "#app/components/about/about-facts.tsx";

describe("AboutFacts on a Marathi page", () => {
  it("names the towns and leads to the Marathi pages", () => {
    render(
      <MemoryRouter initialEntries={["/mr/about"]}>
        <AboutFacts foundedYear={2011} towns="कोल्हापूर आणि सांगली" />
      </MemoryRouter>,
    );
    expect(screen.getByText("स्थापना")).toBeInTheDocument();
    expect(screen.getByText("शाखा")).toBeInTheDocument();
    expect(screen.getByText("कोल्हापूर आणि सांगली")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "आमची वाटचाल सविस्तर" }),
    ).toHaveAttribute("href", "/mr/learn-more");
    expect(
      screen.getByRole("link", { name: "भेट द्या किंवा संपर्क करा" }),
    ).toHaveAttribute("href", "/mr/contact");
  });
});
