import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ImageAsset } from "#app/content/schemas/image.ts";
import type { PopularCourse } from "#app/content/schemas/pages.ts";
import { Hero } from "#app/components/home/hero.tsx";
import { PopularCourseGrid } from "#app/components/home/popular-course-grid.tsx";

const picture = (name: string, alt: string): ImageAsset => ({
  src: `/images/${name}-640.webp`,
  alt,
  width: 640,
  height: 400,
  widths: [320, 640],
});

const atMr = (ui: React.ReactNode) =>
  render(<MemoryRouter initialEntries={["/mr"]}>{ui}</MemoryRouter>);

describe("home parts on a Marathi page", () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it("gives the hero Marathi buttons, slider controls and /mr links", () => {
    atMr(
      <Hero
        hero={{
          heading: "कोल्हापूरमधील कॉम्प्युटर इन्स्टिट्यूट",
          intro: "प्रॅक्टिकल प्रशिक्षण.",
          counters: [{ value: 16, suffix: "+", label: "वर्षांचा अनुभव" }],
          slides: [picture("hero-1", "क्लासरूम"), picture("hero-2", "लॅब")],
        }}
        towns="कोल्हापूर आणि सांगली"
      />,
    );
    expect(screen.getByRole("link", { name: "आता प्रवेश घ्या" })).toHaveAttribute(
      "href",
      "/mr/contact",
    );
    // jsdom drops the space before the sr-only words from the computed name; browsers keep it.
    const learnMore = screen.getByRole("link", { name: /^अधिक माहिती/ });
    expect(learnMore).toHaveTextContent(
      "अधिक माहिती (Nimbus Computer Institute विषयी)",
    );
    expect(learnMore).toHaveAttribute("href", "/mr/learn-more");
    const slider = screen.getByRole("region", {
      name: "Nimbus Computer Institute चे फोटो",
    });
    expect(
      within(slider).getByRole("button", { name: "मागील स्लाइड" }),
    ).toBeInTheDocument();
    expect(
      within(slider).getByRole("button", { name: "पुढील स्लाइड" }),
    ).toBeInTheDocument();
    expect(
      within(slider).getByRole("group", { name: "2 पैकी 1" }),
    ).toHaveAttribute("aria-roledescription", "स्लाइड");
  });

  it("words the popular course cards and their toggle in Marathi", async () => {
    const courses: PopularCourse[] = Array.from({ length: 10 }, (_, i) => ({
      title: `कोर्स ${i + 1}`,
      description: `कोर्स ${i + 1} विषयी`,
      image: picture(`course-${i + 1}`, `कोर्स ${i + 1} चित्र`),
      tag: "Programming",
    }));
    atMr(<PopularCourseGrid courses={courses} />);
    expect(screen.getAllByText("कालावधी: 3 महिने")).toHaveLength(8);
    expect(screen.getAllByText("स्तर: नवशिक्यांसाठी")).toHaveLength(8);
    expect(screen.getAllByText("प्रोग्रामिंग")).toHaveLength(8);
    await userEvent.click(
      screen.getByRole("button", { name: "आणखी कोर्सेस (2)" }),
    );
    expect(
      screen.getByRole("button", { name: "कमी दाखवा" }),
    ).toBeInTheDocument();
  });
});
