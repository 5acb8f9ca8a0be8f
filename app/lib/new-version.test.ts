import { describe, expect, it } from "vitest";
import {
  appNavigation,
  compareVersion,
  createThrottle,
  type LinkClick,
  versionFileText,
} from "#app/lib/new-version.ts";

describe("what the version file says about a page", () => {
  it("is new only when both ids are known and differ", () => {
    expect(compareVersion("788a0582", { version: "1b2c3d4e" })).toBe("new");
    expect(compareVersion("788a0582", { version: "788a0582" })).toBe("same");
  });

  it("is unknown for an answer it cannot read, so nothing reloads", () => {
    for (const answer of [
      null,
      undefined,
      "788a0582",
      {},
      { version: "" },
      { version: 7 },
      [],
    ])
      expect(compareVersion("788a0582", answer)).toBe("unknown");
  });

  it("is unknown for a page that does not know its own id", () => {
    expect(compareVersion(undefined, { version: "1b2c3d4e" })).toBe("unknown");
    expect(compareVersion("", { version: "1b2c3d4e" })).toBe("unknown");
  });

  it("reads back what the build writes", () => {
    expect(versionFileText("1b2c3d4e")).toBe('{"version":"1b2c3d4e"}\n');
    expect(
      compareVersion("788a0582", JSON.parse(versionFileText("1b2c3d4e"))),
    ).toBe("new");
  });
});

describe("the checks' pace", () => {
  it("allows one check, then none until the interval has passed", () => {
    const throttle = createThrottle(30_000);
    expect(throttle.take(1_000_000)).toBe(true);
    expect(throttle.take(1_000_001)).toBe(false);
    expect(throttle.take(1_029_999)).toBe(false);
    expect(throttle.take(1_030_000)).toBe(true);
    expect(throttle.take(1_045_000)).toBe(false);
  });

  it("counts from a first check made before it", () => {
    const throttle = createThrottle(30_000, 1_000_000);
    expect(throttle.take(1_010_000)).toBe(false);
    expect(throttle.take(1_030_000)).toBe(true);
  });

  it("allows the next check at once after a reset", () => {
    const throttle = createThrottle(30_000);
    expect(throttle.take(1_000_000)).toBe(true);
    throttle.reset();
    expect(throttle.take(1_000_001)).toBe(true);
    expect(throttle.take(1_000_002)).toBe(false);
  });
});

describe("which clicks are the app's moves", () => {
  const here = new URL("https://nimbus.example/courses?mode=online");
  const link = (href: string, attributes: Record<string, string> = {}) => ({
    href,
    target: attributes.target ?? "",
    hasAttribute: (name: string) =>
      name in { "data-discover": "true", ...attributes } &&
      !(name === "data-discover" && attributes.plain),
  });
  const click = (
    to: LinkClick["link"],
    keys: Partial<Omit<LinkClick, "link">> = {},
  ): LinkClick => ({
    button: 0,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    link: to,
    ...keys,
  });

  it("takes a plain click on the router's link to another page", () => {
    expect(
      appNavigation(click(link("https://nimbus.example/courses/java")), here)
        ?.href,
    ).toBe("https://nimbus.example/courses/java");
    expect(
      appNavigation(click(link("https://nimbus.example/courses")), here)?.href,
    ).toBe("https://nimbus.example/courses");
  });

  it("leaves what the browser opens itself", () => {
    const java = "https://nimbus.example/courses/java";
    for (const keys of [
      { button: 1 },
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
    ])
      expect(appNavigation(click(link(java), keys), here)).toBeNull();
    expect(appNavigation(click(link(java, { target: "_blank" })), here)).toBe(
      null,
    );
    expect(appNavigation(click(link(java, { download: "" })), here)).toBeNull();
    expect(appNavigation(click(null), here)).toBeNull();
  });

  it("leaves links the router does not move by: plain anchors, the language switch, other sites", () => {
    expect(
      appNavigation(
        click(link("https://nimbus.example/files/java.pdf", { plain: "1" })),
        here,
      ),
    ).toBeNull();
    expect(
      appNavigation(
        click(link("https://nimbus.example/mr/courses", { hreflang: "mr" })),
        here,
      ),
    ).toBeNull();
    expect(
      appNavigation(click(link("https://elsewhere.example/courses")), here),
    ).toBeNull();
  });

  it("leaves a jump within the page", () => {
    expect(
      appNavigation(
        click(link("https://nimbus.example/courses?mode=online#java")),
        here,
      ),
    ).toBeNull();
    expect(
      appNavigation(click(link("https://nimbus.example/about#team")), here)
        ?.href,
    ).toBe("https://nimbus.example/about#team");
  });
});
