import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Picture } from "#app/components/ui/picture.tsx";

const photo = {
  src: "/images/courses/java-1200.webp",
  alt: "A laptop showing Java code",
  width: 1200,
  height: 750,
  widths: [480, 800, 1200],
} as const;

const logo = {
  src: "/images/companies/acme.svg",
  alt: "Acme logo",
  width: 200,
  height: 60,
} as const;

describe("Picture", () => {
  it("offers AVIF, then WebP, at every width, with a sized, lazy <img> fallback", () => {
    const { container } = render(<Picture image={photo} sizes="50vw" />);
    const sources = container.querySelectorAll("picture > source");
    expect([...sources].map((s) => s.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]).toHaveAttribute(
      "srcset",
      "/images/courses/java-480.avif 480w, /images/courses/java-800.avif 800w, /images/courses/java-1200.avif 1200w",
    );
    expect(sources[1]).toHaveAttribute("sizes", "50vw");

    const img = screen.getByRole("img", { name: photo.alt });
    expect(img).toHaveAttribute("src", photo.src);
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "750");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads a priority picture at once, with high fetch priority", () => {
    render(<Picture image={photo} priority />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("renders an SVG as a plain <img> and lets the caller replace the alt text", () => {
    const { container } = render(
      <Picture image={logo} alt="" className="h-8" />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", logo.src);
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveClass("h-8");
  });
});
