import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CourseCurriculum } from "#app/components/courses/course-curriculum.tsx";
import { CourseFees } from "#app/components/courses/course-fees.tsx";
import { CourseHero } from "#app/components/courses/course-hero.tsx";

const atMr = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={["/mr/courses/java"]}>{ui}</MemoryRouter>,
  );

describe("course components on a Marathi page", () => {
  it("names the curriculum in Marathi and links the Marathi brochure", async () => {
    atMr(
      <CourseCurriculum
        modules={[{ id: "oop", title: "OOP", topics: ["Classes"] }]}
      />,
    );
    expect(
      await screen.findByRole("tablist", { name: "कोर्सचे मॉड्यूल्स" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", {
        name: "माहितीपत्रक डाउनलोड करा (PDF, नवीन टॅबमध्ये उघडेल)",
      }),
    ).toHaveAttribute("href", "/files/brochure-mr.pdf");
  });

  it("shows the hero's chips in Marathi, the next batch day written out", () => {
    atMr(
      <CourseHero
        course={{
          title: "Java फुल स्टॅक डेव्हलपमेंट",
          tagline: "Core Java पासून Spring Boot पर्यंत",
          duration: "6 महिने",
          mode: "Online / Classroom",
          image: {
            src: "/images/courses/java-960.webp",
            alt: "Java कोर्सचे चित्र",
            width: 960,
            height: 600,
            widths: [960],
          },
        }}
        nextBatchStart="2026-12-07"
        chatHref="https://wa.me/919876543210"
        enquiryChatHref="https://wa.me/919876543210"
        onEnquire={() => {}}
      />,
    );
    const facts = screen.getByRole("list", { name: "कोर्सची थोडक्यात माहिती" });
    expect(
      within(facts)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "कालावधी: 6 महिने",
      "पद्धत: ऑनलाइन / क्लासरूम",
      "पुढील बॅच: 7 डिसेंबर 2026",
    ]);
    expect(
      screen.getByRole("button", { name: "आता चौकशी करा" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", {
        name: "कॉलसाठी विनंती करा (WhatsApp नवीन टॅबमध्ये उघडेल)",
      }),
    ).toHaveAttribute("target", "_blank");
  });

  it("shows the fee in rupees, the instalments and what it includes, in Marathi", () => {
    atMr(
      <CourseFees
        fees={{
          total: 24000,
          instalments: { count: 3, amount: 8500 },
          includes: ["अभ्यास साहित्य", "प्रमाणपत्र"],
        }}
        phone="+91 98765 43210"
        telHref="tel:+919876543210"
        contactHref="/mr/contact"
        policiesHref="/mr/policies#fees"
      />,
    );
    expect(screen.getByRole("group", { name: "फी" })).toHaveTextContent(
      "कोर्सची फी: ₹24,000 किंवा ₹8,500 चे 3 हप्तेफीमध्ये समाविष्ट: अभ्यास साहित्य, प्रमाणपत्रहप्ते, परतावा आणि फीमध्ये काय समाविष्ट आहे",
    );
    expect(
      screen.getByRole("link", {
        name: "हप्ते, परतावा आणि फीमध्ये काय समाविष्ट आहे",
      }),
    ).toHaveAttribute("href", "/mr/policies#fees");
  });

  it("says in Marathi how to ask when the course gives no fee", () => {
    atMr(
      <CourseFees
        fees={undefined}
        phone="+91 98765 43210"
        telHref="tel:+919876543210"
        contactHref="/mr/contact"
        policiesHref="/mr/policies#fees"
      />,
    );
    expect(screen.getByRole("group", { name: "फी" })).toHaveTextContent(
      "फी आणि हप्त्यांसाठी आम्हाला कॉल करा: +91 98765 43210 किंवा आम्हाला संदेश पाठवा.हप्ते, परतावा आणि फीमध्ये काय समाविष्ट आहे",
    );
    expect(
      screen.getByRole("link", { name: "+91 98765 43210" }),
    ).toHaveAttribute("href", "tel:+919876543210");
    expect(
      screen.getByRole("link", { name: "आम्हाला संदेश पाठवा" }),
    ).toHaveAttribute("href", "/mr/contact");
  });
});
