import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CourseFees } from "#app/components/courses/course-fees.tsx";

const atEn = (ui: React.ReactNode) =>
  render(<MemoryRouter initialEntries={["/courses/java"]}>{ui}</MemoryRouter>);

describe("CourseFees", () => {
  it("shows the total alone when the course gives no plan", () => {
    atEn(
      <CourseFees
        fees={{ total: 150000 }}
        phone="+91 98765 43210"
        telHref="tel:+919876543210"
        contactHref="/contact"
        policiesHref="/policies#fees"
      />,
    );
    expect(screen.getByRole("group", { name: "Fees" })).toHaveTextContent(
      /^Course fee: ₹1,50,000Instalments, refunds and what the fee includes$/,
    );
    expect(
      screen.getByRole("link", {
        name: "Instalments, refunds and what the fee includes",
      }),
    ).toHaveAttribute("href", "/policies#fees");
  });

  it("shows the instalment plan and what the fee includes", () => {
    atEn(
      <CourseFees
        fees={{
          total: 24000,
          instalments: { count: 3, amount: 8500 },
          includes: ["Course material", "Certificate"],
        }}
        phone="+91 98765 43210"
        telHref="tel:+919876543210"
        contactHref="/contact"
        policiesHref="/policies#fees"
      />,
    );
    expect(screen.getByRole("group", { name: "Fees" })).toHaveTextContent(
      "Course fee: ₹24,000 or 3 instalments of ₹8,500The fee includes: Course material, CertificateInstalments, refunds and what the fee includes",
    );
  });

  it("says how to ask without fees: the phone to call and the contact page", () => {
    atEn(
      <CourseFees
        fees={undefined}
        phone="+91 98765 43210"
        telHref="tel:+919876543210"
        contactHref="/contact"
        policiesHref="/policies#fees"
      />,
    );
    expect(screen.getByRole("group", { name: "Fees" })).toHaveTextContent(
      "Fees and instalments: call us on +91 98765 43210 or send us a message.Instalments, refunds and what the fee includes",
    );
    expect(
      screen.getByRole("link", { name: "+91 98765 43210" }),
    ).toHaveAttribute("href", "tel:+919876543210");
    expect(
      screen.getByRole("link", { name: "send us a message" }),
    ).toHaveAttribute("href", "/contact");
  });
});
