import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ImageAsset } from "#app/content/schemas/image.ts";
import type { VideoTestimonial } from "#app/content/schemas/people.ts";
import { VideoReviewGrid } from "#app/components/videos/video-review-grid.tsx";

const poster = (name: string): ImageAsset => ({
  src: `/images/posters/${name}-960.webp`,
  alt: `${name} in a video review`,
  width: 960,
  height: 540,
  widths: [480, 960],
});
const fallback = { ...poster("default"), alt: "Video review from a student" };

const videos: VideoTestimonial[] = [
  {
    id: "asha",
    name: "Asha Patil",
    role: "Java Developer",
    poster: poster("asha"),
    videoType: "youtube",
    videoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    course: "java",
    duration: "2.5 months",
    fee: "Paid",
  },
  {
    id: "ravi",
    name: "Ravi More",
    role: "Data Analyst",
    poster: poster("ravi"),
    videoType: "mp4",
    videoUrl: "/videos/ravi.mp4",
    course: "data-science",
    duration: "3 months",
    fee: "Scholarship",
  },
];

describe("VideoReviewGrid", () => {
  it("opens a YouTube review in the dialog and returns focus on close", async () => {
    const user = userEvent.setup();
    render(<VideoReviewGrid videos={videos} fallbackPoster={fallback} />);
    expect(document.querySelector("iframe")).toBeNull();

    const card = screen.getByRole("button", {
      name: "Play video review by Asha Patil",
    });
    await user.click(card);
    const dialog = await screen.findByRole("dialog", { name: "Asha Patil" });
    expect(dialog).toHaveTextContent("Java · 2.5 months · Paid");
    // The player joins once the dialog has been painted.
    await waitFor(() =>
      expect(dialog.querySelector("iframe")).toHaveAttribute(
        "src",
        "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1",
      ),
    );
    expect(
      screen.getByRole("link", { name: /Open on YouTube/ }),
    ).toHaveAttribute("href", "https://www.youtube.com/watch?v=aqz-KE-bpKQ");

    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(document.querySelector("iframe")).toBeNull();
    await waitFor(() => expect(card).toHaveFocus());
  });

  it("plays an mp4 review with controls and says so where it cannot", async () => {
    const user = userEvent.setup();
    render(<VideoReviewGrid videos={videos} fallbackPoster={fallback} />);
    await user.click(
      screen.getByRole("button", { name: "Play video review by Ravi More" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Ravi More" });
    // The player joins once the dialog has been painted.
    await waitFor(() => expect(dialog.querySelector("video")).not.toBeNull());
    const video = dialog.querySelector("video")!;
    expect(video).toHaveAttribute("src", "/videos/ravi.mp4");
    expect(video.autoplay).toBe(true);
    expect(video.controls).toBe(true);
    expect(dialog.querySelector("iframe")).toBeNull();

    fireEvent.error(video);
    expect(
      screen.getByText("Your browser does not support the video tag."),
    ).toBeVisible();
    expect(dialog.querySelector("video")).toBeNull();

    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
  });

  it("says on each card the course, its duration and the fee", () => {
    render(<VideoReviewGrid videos={videos} fallbackPoster={fallback} />);
    expect(screen.getByText("Java · 2.5 months · Paid")).toBeVisible();
    expect(
      screen.getByText("Data Science · 3 months · Scholarship"),
    ).toBeVisible();
  });

  it("shows the default picture when a poster fails to load", () => {
    render(<VideoReviewGrid videos={videos} fallbackPoster={fallback} />);
    const img = screen.getByRole("img", { name: "asha in a video review" });
    fireEvent.error(img);
    expect(
      screen.getAllByRole("img", { name: "Video review from a student" }),
    ).toHaveLength(1);
    expect(
      screen.getByRole("img", { name: "Video review from a student" }),
    ).toHaveAttribute("src", fallback.src);
  });
});
