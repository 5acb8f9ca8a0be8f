import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { VideoReviewGrid } from "#app/components/videos/video-review-grid.tsx";

const atMr = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={["/mr/courses/java"]}>{ui}</MemoryRouter>,
  );

describe("VideoReviewGrid on a Marathi page", () => {
  it("names a video card in Marathi", () => {
    const picture = {
      src: "/images/posters/sneha-960.webp",
      alt: "स्नेहा कुलकर्णी यांचा व्हिडिओ",
      width: 960,
      height: 540,
      widths: [960],
    };
    atMr(
      <VideoReviewGrid
        videos={[
          {
            id: "sneha",
            name: "स्नेहा कुलकर्णी",
            role: "Java डेव्हलपर",
            poster: picture,
            videoType: "mp4",
            videoUrl: "/videos/sneha.mp4",
            course: "data-science",
            duration: "3 months",
            fee: "Free",
          },
        ]}
        fallbackPoster={picture}
      />,
    );
    expect(
      screen.getByRole("button", { name: "स्नेहा कुलकर्णी यांचा व्हिडिओ सुरू करा" }),
    ).toBeInTheDocument();
    expect(screen.getByText("डेटा सायन्स · 3 महिने · मोफत")).toBeVisible();
  });
});
