import { describe, expect, it } from "vitest";
import { SITE_TIME_ZONE } from "#app/config/constants.ts";
import { addDays, formatDay, isIsoDay, toIsoDay } from "#app/lib/dates.ts";

describe("toIsoDay", () => {
  it("gives the day in Asia/Kolkata, which starts 5:30 before UTC midnight", () => {
    expect(toIsoDay(new Date("2026-11-27T18:29:59Z"))).toBe("2026-11-27");
    expect(toIsoDay(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
  });

  it("crosses year ends in the institute's zone", () => {
    expect(toIsoDay(new Date("2026-12-31T19:00:00Z"))).toBe("2027-01-01");
  });

  it("agrees with Intl's calendar for Asia/Kolkata at every hour and a half of five years", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE });
    const start = Date.UTC(2026, 0, 1, 0, 7);
    const mismatches: string[] = [];
    for (let t = start; t < Date.UTC(2031, 0, 1); t += 90 * 60_000) {
      const instant = new Date(t);
      if (toIsoDay(instant) !== intl.format(instant))
        mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it("refuses an instant that is no day", () => {
    expect(() => toIsoDay(new Date("not a date"))).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it("moves across months, leap days and years", () => {
    expect(addDays("2026-11-21", 7)).toBe("2026-11-28");
    expect(addDays("2026-12-25", 21)).toBe("2027-01-15");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });
});

describe("formatDay", () => {
  it("prints the day, the short month and the year", () => {
    expect(formatDay("2026-11-28")).toBe("28 Nov 2026");
    expect(formatDay("2027-09-05")).toBe("5 Sep 2027");
    expect(formatDay("2027-01-01")).toBe("1 Jan 2027");
  });

  it("writes the month out in Marathi, with Western digits", () => {
    expect(formatDay("2026-12-07", "mr")).toBe("7 डिसेंबर 2026");
    expect(formatDay("2026-11-28", "mr")).toBe("28 नोव्हेंबर 2026");
    expect(formatDay("2027-01-01", "mr")).toBe("1 जानेवारी 2027");
    expect(formatDay("2027-07-15", "mr")).toBe("15 जुलै 2027");
    expect(formatDay("2027-02-30", "mr")).toBe("-");
  });

  it("stays English by default and for 'en'", () => {
    expect(formatDay("2026-12-07", "en")).toBe("7 Dec 2026");
  });

  it("prints '-' for a missing or malformed date", () => {
    expect(formatDay(undefined)).toBe("-");
    expect(formatDay(null)).toBe("-");
    expect(formatDay("")).toBe("-");
    expect(formatDay("2027-02-30")).toBe("-");
    expect(formatDay("28/11/2026")).toBe("-");
  });
});

describe("isIsoDay", () => {
  it("accepts real days only", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("2027-1-01")).toBe(false);
    expect(isIsoDay(20270101)).toBe(false);
  });
});
