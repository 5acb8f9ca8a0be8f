import { describe, expect, it } from "vitest";
import { formatClassHours, splitClassHours } from "#app/lib/class-hours.ts";

describe("class hours", () => {
  it("splits the content's form into start and end", () => {
    expect(splitClassHours("07:30-09:30")).toEqual(["07:30", "09:30"]);
  });

  it.each([
    ["07:30-09:30", "7:30–9:30 am", "सकाळी 7:30–9:30"],
    ["17:00-19:00", "5–7 pm", "संध्याकाळी 5–7"],
    ["10:00-13:00", "10 am–1 pm", "सकाळी 10 ते दुपारी 1"],
    ["11:30-12:30", "11:30 am–12:30 pm", "सकाळी 11:30 ते दुपारी 12:30"],
    ["12:00-14:00", "12–2 pm", "दुपारी 12–2"],
    ["19:00-21:00", "7–9 pm", "संध्याकाळी 7 ते रात्री 9"],
    ["00:15-01:00", "12:15–1 am", "सकाळी 12:15–1"],
  ])("writes %s as %s, in Marathi %s", (time, en, mr) => {
    expect(formatClassHours(time, "en")).toBe(en);
    expect(formatClassHours(time, "mr")).toBe(mr);
  });
});
