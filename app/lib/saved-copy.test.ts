import { describe, expect, it } from "vitest";
import { markSavedCopy, savedCopyDay } from "#app/lib/saved-copy.ts";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Java</title></head><body><h1>Java</h1></body></html>';

describe("a page from the device's copy", () => {
  it("is marked with the time its host answered it", async () => {
    const copy = new Response(PAGE, {
      status: 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        Date: "Fri, 27 Nov 2026 04:10:00 GMT",
        "Content-Length": String(PAGE.length),
      },
    });
    const marked = await markSavedCopy({ cachedResponse: copy });
    expect(marked?.status).toBe(200);
    expect(marked?.headers.get("Content-Type")).toBe(
      "text/html; charset=utf-8",
    );
    expect(marked?.headers.get("Content-Length")).toBeNull();
    expect(await marked?.text()).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Java</title><meta name="saved-copy" content="2026-11-27T04:10:00.000Z"></head><body><h1>Java</h1></body></html>',
    );
  });

  it("is marked without a time when its host did not say when", async () => {
    const copy = new Response(PAGE, {
      headers: { "Content-Type": "text/html" },
    });
    expect(await (await markSavedCopy({ cachedResponse: copy }))?.text()).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Java</title><meta name="saved-copy" content=""></head><body><h1>Java</h1></body></html>',
    );
  });

  it("writes only an ISO time into the page, whatever the Date header holds", async () => {
    const copy = new Response(PAGE, {
      headers: {
        "Content-Type": "text/html",
        Date: '"><script>alert(1)</script>',
      },
    });
    const text = await (await markSavedCopy({ cachedResponse: copy }))?.text();
    expect(text).toContain('<meta name="saved-copy" content=""></head>');
    expect(text).not.toContain("<script>");
  });

  it("works from its source alone, as the worker gets it", async () => {
    const copy = new Function(
      `return (${markSavedCopy.toString()});`,
    )() as typeof markSavedCopy;
    const marked = await copy({
      cachedResponse: new Response(PAGE, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          Date: "Fri, 20 Nov 2026 04:30:00 GMT",
        },
      }),
    });
    expect(await marked?.text()).toContain(
      '<meta name="saved-copy" content="2026-11-20T04:30:00.000Z"></head>',
    );
  });

  it("leaves anything that is not a page, and no copy at all, as it is", async () => {
    const data = new Response("[1]", {
      headers: { "Content-Type": "text/x-script" },
    });
    expect(await markSavedCopy({ cachedResponse: data })).toBe(data);
    expect(await markSavedCopy({ cachedResponse: undefined })).toBeUndefined();
    expect(await markSavedCopy({ cachedResponse: null })).toBeNull();
  });

  it("names its fetch day in the institute's time zone", () => {
    expect(savedCopyDay("2026-11-27T04:10:00.000Z")).toBe("2026-11-27");
    // 23:00 in London is the next morning in Kolhapur.
    expect(savedCopyDay("2026-11-26T23:00:00.000Z")).toBe("2026-11-27");
    expect(savedCopyDay("")).toBe("");
    expect(savedCopyDay("yesterday")).toBe("");
    expect(savedCopyDay(null)).toBeNull();
    expect(savedCopyDay(undefined)).toBeNull();
  });
});
