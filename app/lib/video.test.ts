import { describe, expect, it } from "vitest";
import {
  VIDEO_PLATFORM_NAMES,
  youtubeAutoplayEmbedUrl,
  youtubeVideoId,
  youtubeWatchUrl,
} from "#app/lib/video.ts";

const embed = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ";

describe("youtubeVideoId", () => {
  it("reads the id of privacy-enhanced and ordinary embed addresses", () => {
    expect(youtubeVideoId(embed)).toBe("aqz-KE-bpKQ");
    expect(youtubeVideoId("https://www.youtube.com/embed/eRsGyueVLvQ")).toBe(
      "eRsGyueVLvQ",
    );
    expect(youtubeVideoId(`${embed}?start=30`)).toBe("aqz-KE-bpKQ");
  });

  it("rejects anything that is not an https YouTube embed", () => {
    expect(youtubeVideoId("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toBe(
      undefined,
    );
    expect(youtubeVideoId("http://www.youtube.com/embed/aqz-KE-bpKQ")).toBe(
      undefined,
    );
    expect(youtubeVideoId("https://example.com/embed/aqz-KE-bpKQ")).toBe(
      undefined,
    );
    expect(youtubeVideoId("https://www.youtube.com/embed/short")).toBe(
      undefined,
    );
    expect(youtubeVideoId("https://www.youtube.com/embed/aqz-KE-bpKQ/x")).toBe(
      undefined,
    );
    expect(youtubeVideoId("/videos/clip.mp4")).toBe(undefined);
    expect(youtubeVideoId("")).toBe(undefined);
  });
});

describe("youtubeWatchUrl", () => {
  it("turns the embed address into the watch page", () => {
    expect(youtubeWatchUrl(embed)).toBe(
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    );
  });

  it("keeps a start offset as t", () => {
    expect(youtubeWatchUrl(`${embed}?start=42`)).toBe(
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s",
    );
    expect(youtubeWatchUrl(`${embed}?start=abc`)).toBe(
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    );
  });

  it("is undefined for an address it cannot read", () => {
    expect(youtubeWatchUrl("not a url")).toBe(undefined);
  });
});

describe("youtubeAutoplayEmbedUrl", () => {
  it("plays at once from the privacy-enhanced domain", () => {
    expect(youtubeAutoplayEmbedUrl(embed)).toBe(`${embed}?autoplay=1`);
    expect(
      youtubeAutoplayEmbedUrl("https://www.youtube.com/embed/aqz-KE-bpKQ"),
    ).toBe(`${embed}?autoplay=1`);
  });

  it("keeps a start offset and drops other parameters", () => {
    expect(youtubeAutoplayEmbedUrl(`${embed}?start=42&foo=bar`)).toBe(
      `${embed}?autoplay=1&start=42`,
    );
  });

  it("is undefined for an address it cannot read", () => {
    expect(youtubeAutoplayEmbedUrl("/videos/clip.mp4")).toBe(undefined);
  });
});

describe("VIDEO_PLATFORM_NAMES", () => {
  it("names YouTube for the 'Open on …' link", () => {
    expect(`Open on ${VIDEO_PLATFORM_NAMES.youtube}`).toBe("Open on YouTube");
  });
});
