import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";

function Footer() {
  return (
    <SiteFooter
      courseLists={[
        {
          id: "kolhapur",
          town: "कोल्हापूर",
          links: [{ label: "Java फुल स्टॅक", href: "#" }],
        },
      ]}
      quickLinks={[{ label: "आमच्याविषयी", href: "#" }]}
    />
  );
}

describe("SiteFooter", () => {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (media: string) => ({
      matches: false,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it("speaks Marathi on a Marathi page", () => {
    const Stub = createRoutesStub([{ path: "*", Component: Footer }]);
    render(<Stub initialEntries={["/mr/contact"]} />);
    for (const name of [
      "संपर्क आणि पत्ते",
      "कोल्हापूरमधील कोर्सेस",
      "उपयुक्त लिंक्स",
      "मीडिया संपर्क",
      "कोणत्याही चौकशीसाठी",
      "HR आणि प्लेसमेंट",
    ])
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "या डिव्हाइसवरील माझ्या चौकश्या" }),
    ).toHaveAttribute("href", "/mr/my-enquiries");
    expect(
      screen.getByRole("link", { name: /^Nimbus .*मुख्यपृष्ठ$/ }),
    ).toHaveAttribute("href", "/mr");
    expect(screen.getByText(/^© 2011–आजपर्यंत /)).toBeInTheDocument();
  });
});
