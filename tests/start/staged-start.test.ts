import { describe, expect, it } from "vitest";
import {
  scriptsBeforePaint,
  startProblems,
} from "#tests/start/staged-start.ts";

describe("scriptsBeforePaint", () => {
  it("lists the scripts requested before the first paint, in request order, by path", () => {
    expect(
      scriptsBeforePaint({
        firstPaint: 120,
        requests: [
          { url: "http://127.0.0.1:9/assets/root-1.js", start: 80.5 },
          { url: "http://127.0.0.1:9/assets/manifest-2.js", start: 40 },
          { url: "http://127.0.0.1:9/images/logo.webp", start: 30 },
          { url: "http://127.0.0.1:9/assets/site.css", start: 10 },
          { url: "http://127.0.0.1:9/assets/entry.mjs?v=1", start: 119.9 },
          { url: "http://127.0.0.1:9/assets/home-3.js", start: 120 },
          { url: "http://127.0.0.1:9/assets/late-4.js", start: 300 },
        ],
      }),
    ).toEqual([
      "/assets/manifest-2.js",
      "/assets/root-1.js",
      "/assets/entry.mjs",
    ]);
  });

  it("lists none when every script comes after the paint", () => {
    expect(
      scriptsBeforePaint({
        firstPaint: 50,
        requests: [{ url: "http://127.0.0.1:9/assets/a.js", start: 51 }],
      }),
    ).toEqual([]);
  });
});

describe("startProblems", () => {
  const files = ["/assets/a.js", "/assets/b.js", "/assets/c.js"];

  it("finds none in a staged start: no script before the paint, a task per file", () => {
    expect(
      startProblems(
        {
          scriptsBeforePaint: [],
          moduleTasks: [
            { ms: 3, modules: 1 },
            { ms: 4, modules: 1 },
            { ms: 2, modules: 1 },
          ],
        },
        files,
      ),
    ).toEqual([]);
  });

  it("names the early requests and a start that ran in fewer tasks than files", () => {
    expect(
      startProblems(
        {
          scriptsBeforePaint: ["/assets/a.js", "/assets/b.js"],
          moduleTasks: [{ ms: 40, modules: 3 }],
        },
        files,
      ),
    ).toEqual([
      "requested before the first paint: /assets/a.js, /assets/b.js",
      "its start's 3 script files ran in 1 task, not one task each",
    ]);
  });
});
