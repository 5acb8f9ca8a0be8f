// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { type Env, handle, nightly } from "#host/worker.ts";
import {
  HOSTILE_PATHS,
  RAW_CONTROL_PATHS,
} from "#tests/security/hostile-paths.ts";

/*
 * The Worker's own answers (what no file matched), with the site's headers; at any address but
 * the site's own (a draft's preview, the workers.dev address) each is kept out of search engines too.
 * The files themselves are marked by `_headers` (host/recipes.ts), checked under `wrangler dev`
 * by tests/hosts/cloudflare.check.ts.
 */

/** Static assets with one file: the not-found page. */
const assets: Env["ASSETS"] = {
  fetch: async (request) =>
    new URL(request.url).pathname === "/404"
      ? new Response("<title>Not found</title>", {
          headers: { "Content-Type": "text/html" },
        })
      : new Response(null, { status: 404 }),
};

const env = (): Env =>
  ({
    ASSETS: assets,
    SITE_URL: "https://www.nimbus-institute.example.com",
    GITHUB_URL: "https://github.com",
  }) as Env;

/** A draft branch's preview address, as Workers Builds names it. */
const at = (path: string) =>
  new Request(
    `https://cms-courses-java-institute-site.acme.workers.dev${path}`,
  );
const live = (path: string) =>
  new Request(`https://www.nimbus-institute.example.com${path}`);

describe("the Worker's own answers", () => {
  it("on a preview: every one carries noindex, a page not found, a move and a missing file alike", async () => {
    for (const [path, status] of [
      ["/no-such-page", 404],
      ["/contact/", 301],
      ["/courses/cobol", 302],
      ["/assets/gone.js", 404],
    ] as const) {
      const reply = await handle(at(path), env());
      expect(reply.status, path).toBe(status);
      expect(reply.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
      // The site's own headers stay.
      expect(reply.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
  });

  it("on the live site: none carries it", async () => {
    for (const path of ["/no-such-page", "/contact/", "/assets/gone.js"]) {
      const reply = await handle(live(path), env());
      expect(reply.headers.get("X-Robots-Tag"), path).toBeNull();
    }
  });

  it("keeps every move on the site and sends the site's headers, whatever the path holds; raw control characters too, which the runtime refuses before the Worker under wrangler dev", async () => {
    const site = "https://www.nimbus-institute.example.com";
    for (const path of [...HOSTILE_PATHS, ...RAW_CONTROL_PATHS]) {
      const reply = await handle(new Request(site + path), env());
      expect(reply.headers.get("Strict-Transport-Security"), path).toBe(
        "max-age=63072000; includeSubDomains",
      );
      const location = reply.headers.get("Location");
      if (location === null) continue;
      // eslint-disable-next-line no-control-regex
      expect(location, path).not.toMatch(/[\u0000-\u001f\u007f\\]/);
      expect(new URL(location, site).origin, `${path}: ${location}`).toBe(site);
    }
  });
});

describe("/setup through the Worker", () => {
  it("once setup is done (or with no SETUP namespace), answers every /setup address as any unknown one: the not-found page, with the site's headers", async () => {
    const done = {
      get: async (key: string) =>
        key === "done" ? '{"repository":"owner/site"}' : null,
      put: async () => {},
    };
    for (const setupStore of [undefined, done])
      for (const path of [
        "/setup",
        "/setup/created",
        "/setup/installed",
        "/setup/x",
      ]) {
        const reply = await handle(
          new Request(`https://www.nimbus-institute.example.com${path}`),
          { ...env(), SETUP: setupStore, SETUP_CODE: "a long setup code" },
        );
        expect(reply.status, path).toBe(404);
        expect(await reply.text(), path).toBe("<title>Not found</title>");
        expect(reply.headers.get("Strict-Transport-Security"), path).toBe(
          "max-age=63072000; includeSubDomains",
        );
      }
  });
});

describe("the nightly Cron Trigger", () => {
  const HOOK =
    "https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/0f1e2d3c";

  it("posts the Deploy Hook, with nothing but the POST (the address is the credential)", async () => {
    const hook = vi.fn(async () => Response.json({ success: true }));
    const log = vi.fn();
    await nightly({ DEPLOY_HOOK_URL: HOOK }, hook, log);
    expect(hook).toHaveBeenCalledExactlyOnceWith(HOOK, { method: "POST" });
    expect(log).toHaveBeenCalledWith(
      "Nightly rebuild asked of Workers Builds.",
    );
  });

  it("without a hook (none, or the example the Deploy button leaves), says so plainly and throws nothing", async () => {
    const example = /^DEPLOY_HOOK_URL=(.*)$/m.exec(
      readFileSync(".dev.vars.example", "utf8"),
    )![1]!;
    for (const value of [undefined, "", example]) {
      const hook = vi.fn();
      const log = vi.fn();
      await nightly({ DEPLOY_HOOK_URL: value }, hook, log);
      expect(hook).not.toHaveBeenCalled();
      expect(log).toHaveBeenCalledExactlyOnceWith(
        "Nightly rebuild skipped: the DEPLOY_HOOK_URL secret holds no address yet. Create a Deploy Hook (Settings, Builds, Deploy Hooks) and save its address as the secret DEPLOY_HOOK_URL.",
      );
    }
  });

  it("a refused or unreachable hook is logged, never thrown, and the address is not written out", async () => {
    const log = vi.fn();
    await nightly(
      { DEPLOY_HOOK_URL: HOOK },
      async () => new Response("", { status: 404 }),
      log,
    );
    await nightly(
      { DEPLOY_HOOK_URL: HOOK },
      async () => {
        throw new TypeError("fetch failed");
      },
      log,
    );
    expect(log.mock.calls).toEqual([
      [
        "Nightly rebuild refused by the Deploy Hook (HTTP 404): check DEPLOY_HOOK_URL.",
      ],
      ["Nightly rebuild failed to reach the Deploy Hook: fetch failed"],
    ]);
  });
});
