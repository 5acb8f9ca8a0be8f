import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { siteRoutes, staticPaths } from "../../scripts/routes";
import { expect, hydrated, test } from "./fixtures";

/*
 * Nothing on the screen moves while a page arrives over a slow connection and its scripts take
 * over (PRODUCT.md: CLS 0.00). The pages are fetched through a proxy that hands the browser
 * each HTML document a few hundred bytes at a time, so the browser may paint any part of it
 * before the rest arrives; other files pass through at once.
 */

const { courseDetailPaths } = siteRoutes();
const english = [...staticPaths, ...courseDetailPaths, "/no-such-page"];
const routes = [
  ...english,
  "/mr",
  "/mr/courses/java",
  "/mr/my-enquiries",
  "/mr/no-such-page",
];

const CHUNK_BYTES = 256;
const CHUNK_GAP_MS = 2;

let proxy: Server;
let proxyURL = "";

test.beforeAll(async ({ baseURL }) => {
  proxy = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? "/", baseURL), {
      redirect: "manual",
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get("content-type") ?? "";
    res.writeHead(upstream.status, {
      "content-type": type,
      ...(upstream.headers.has("location")
        ? { location: upstream.headers.get("location")! }
        : {}),
    });
    if (!type.startsWith("text/html")) return res.end(body);
    for (let at = 0; at < body.length; at += CHUNK_BYTES) {
      res.write(body.subarray(at, at + CHUNK_BYTES));
      await new Promise((done) => setTimeout(done, CHUNK_GAP_MS));
    }
    res.end();
  });
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
  proxyURL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((done) => proxy.close(() => done())));

type Shift = { value: number; moved: string[] };

for (const path of routes) {
  test(`${path} does not shift while it arrives slowly and hydrates`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput || entry.value === 0) continue;
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((s) => {
              const el =
                s.node instanceof Element ? s.node : s.node?.parentElement;
              return `<${el?.localName}> "${el?.textContent?.slice(0, 40)}"`;
            }),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(proxyURL + path);
    await hydrated(page);
    // What switches after hydration (the curriculum's tabs) has had its frame.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(done)),
        ),
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: Shift[] }).shifts,
    );
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    // Lighthouse reports CLS to two decimals; 0.00 is the bar.
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.005);
  });
}
