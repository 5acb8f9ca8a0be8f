import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { NavCourse } from "#app/content/schemas/pages.ts";
import { LANGUAGE_STORAGE_KEY } from "#app/hooks/use-remembered-language.ts";
import { SiteHeader } from "#app/components/layout/site-header.tsx";

const courses: NavCourse[] = [
  { name: "Java", slug: "java", path: "/courses/java", group: "Programming" },
];

function Page() {
  return <SiteHeader courses={courses} />;
}

const renderAt = (address: string) => {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return render(<Stub initialEntries={[address]} />);
};

describe("SiteHeader", () => {
  beforeEach(() => localStorage.clear());

  it("speaks Marathi on a Marathi page and links to the same page in English", async () => {
    renderAt("/mr/about");
    const nav = screen.getByRole("navigation", { name: "मुख्य" });
    expect(within(nav).getByRole("link", { name: "मुख्यपृष्ठ" })).toHaveAttribute(
      "href",
      "/mr",
    );
    expect(
      within(nav).getByRole("link", { name: "आमच्याविषयी" }),
    ).toHaveAttribute("href", "/mr/about");
    expect(within(nav).getByRole("link", { name: "प्लेसमेंट्स" })).toHaveAttribute(
      "href",
      "/mr/placements",
    );
    expect(within(nav).getByRole("link", { name: "संपर्क" })).toHaveAttribute(
      "href",
      "/mr/contact",
    );
    expect(screen.getByRole("button", { name: "मेनू उघडा" })).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole("button", { name: "कोर्सेस" }));
    expect(within(nav).getByRole("link", { name: "Java" })).toHaveAttribute(
      "href",
      "/mr/courses/java",
    );

    const english = screen.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("href", "/about");
    expect(english).toHaveAttribute("hreflang", "en");
    expect(english).toHaveAttribute("lang", "en");
  });

  it("offers the Marathi page on an English page, and remembers the choice", async () => {
    renderAt("/about");
    expect(
      screen.getByRole("navigation", { name: "Main" }),
    ).toBeInTheDocument();
    const marathi = screen.getByRole("link", { name: "मराठी" });
    expect(marathi).toHaveAttribute("href", "/mr/about");
    expect(marathi).toHaveAttribute("hreflang", "mr");
    expect(marathi).toHaveAttribute("lang", "mr");

    // jsdom cannot load another document: keep the click to the app.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    await userEvent.click(marathi);
    document.removeEventListener("click", stay);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("mr");
  });

  it("offers the switch in the drawer too", async () => {
    renderAt("/mr/contact");
    await userEvent.click(screen.getByRole("button", { name: "मेनू उघडा" }));
    const drawer = await screen.findByRole("dialog", { name: "मेनू" });
    expect(
      within(drawer).getByRole("button", { name: "मेनू बंद करा" }),
    ).toBeInTheDocument();
    const nav = within(drawer).getByRole("navigation", { name: "मुख्य" });
    expect(within(nav).getByRole("link", { name: "प्लेसमेंट्स" })).toHaveAttribute(
      "href",
      "/mr/placements",
    );
    expect(
      within(drawer).getByRole("link", { name: "English" }),
    ).toHaveAttribute("href", "/contact");
  });
});
