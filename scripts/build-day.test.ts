import { describe, expect, it } from "vitest";
import { toIsoDay } from "#app/lib/dates.ts";
import { buildDay } from "./build-day";

describe("buildDay", () => {
  it("agrees with the app's own idea of the institute's day", () => {
    for (const instant of [
      "2026-11-21T18:29:59Z",
      "2026-11-21T18:30:00Z",
      "2026-12-31T20:00:00Z",
    ]) {
      expect(buildDay(new Date(instant))).toBe(toIsoDay(new Date(instant)));
    }
  });
});
