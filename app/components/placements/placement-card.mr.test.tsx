import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ImageAsset } from "#app/content/schemas/image.ts";
import { PlacementCard } from "#app/components/placements/placement-card.tsx";

const picture = (name: string, alt: string): ImageAsset => ({
  src: `/images/${name}-640.webp`,
  alt,
  width: 640,
  height: 400,
  widths: [320, 640],
});

describe("PlacementCard on a Marathi page", () => {
  it("words a placement card in Marathi", () => {
    render(
      <MemoryRouter initialEntries={["/mr/placements"]}>
        <PlacementCard
          record={{
            id: "sneha-kulkarni",
            studentName: "स्नेहा कुलकर्णी",
            img: picture("sneha", "स्नेहा कुलकर्णी"),
            company: "Infosys",
            role: "Java डेव्हलपर",
            ctc: "₹6.5 LPA",
            placedYear: "2025",
            note: "प्रॅक्टिकल प्रोजेक्टमुळे इंटरव्ह्यू सोपा गेला.",
            profileLink: "https://www.linkedin.com/in/sneha",
            course: "java",
            duration: "2.5 months",
            fee: "Scholarship",
            companyLogo: picture("infosys", "Infosys"),
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("पॅकेज (CTC): ₹6.5 LPA")).toBeInTheDocument();
    expect(screen.getByText("निवडीचे वर्ष:")).toBeInTheDocument();
    expect(screen.getByText("Java · 2.5 महिने · शिष्यवृत्ती")).toBeVisible();
    const details = screen.getByRole("link", { name: /^तपशील पाहा/ });
    expect(details).toHaveTextContent("तपशील पाहा (स्नेहा कुलकर्णी)");
    expect(details).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/sneha",
    );
  });
});
