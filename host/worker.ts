// The site's host on Cloudflare (wrangler.jsonc): static assets serve every file of
// build/client, with `_headers` and the exact 301s of `_redirects`; this Worker answers the rest.
// It lives in its own top-level folder because it runs on the host: not in the browser (app/)
// and not at build time (scripts/). It shares the header and redirect rules with the recipes.
import { CACHE, PREVIEW_ROBOTS, securityHeaders } from "#host/headers.ts";
import { finishSignIn, startSignIn, type RelayEnv } from "#host/relay.ts";
import { unmatched } from "#host/routes.ts";
import { isSetupPath, setup, type SetupEnv } from "#host/setup.ts";

/** The static assets binding: answers a request from build/client (wrangler.jsonc). */
export type Assets = { fetch(request: Request): Promise<Response> };
export type Env = RelayEnv &
  SetupEnv & {
    ASSETS: Assets;
    /**
     * The Workers Builds Deploy Hook (a secret): posted nightly by the Cron Trigger, so that the
     * site is built again with the new day.
     */
    DEPLOY_HOOK_URL?: string;
  };

/**
 * A response with the site's headers for `path`, and the given status. Whatever the Worker
 * answers (redirects, not-found pages, missing files) is revalidated, never kept for a year.
 */
function withHeaders(response: Response, path: string, status: number) {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders(path)))
    headers.set(name, value);
  headers.set("Cache-Control", CACHE.revalidate);
  return new Response(response.body, { status, headers });
}

const redirect = (path: string, to: string, status: number) =>
  withHeaders(new Response(null, { headers: { Location: to } }), path, status);

/**
 * Whether a request came to another address than the site's own: a draft branch's preview
 * (Workers Builds uploads each branch as a version at an address of its own), or the Worker's
 * workers.dev address. Every answer there is kept out of search engines.
 */
function elsewhere(request: Request, env: Env): boolean {
  try {
    return new URL(request.url).host !== new URL(env.SITE_URL ?? "").host;
  } catch {
    return false;
  }
}

/** An answer at another address than the site's, kept out of search engines; the site's, as it is. */
async function marked(
  response: Response,
  request: Request,
  env: Env,
): Promise<Response> {
  if (!elsewhere(request, env)) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(PREVIEW_ROBOTS))
    headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export async function handle(request: Request, env: Env): Promise<Response> {
  return marked(await answer(request, env), request, env);
}

async function answer(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  if (request.method === "GET" && path === "/auth")
    return startSignIn(request, env);
  if (request.method === "GET" && path === "/callback")
    return finishSignIn(request, env);
  if (isSetupPath(path)) {
    const page = await setup(request, env);
    if (page) return page;
  }

  const rule = unmatched(path);
  if (rule.kind === "redirect") {
    if (rule.status === 301) {
      // A listed slug with a trailing slash goes straight to where `_redirects` sends it.
      const target = await env.ASSETS.fetch(
        new Request(new URL(rule.to, url), { redirect: "manual" }),
      );
      const moved = target.headers.get("Location");
      if (target.status === 301 && moved) return redirect(path, moved, 301);
    }
    return redirect(path, rule.to + url.search, rule.status);
  }
  if (rule.kind === "not-found-page") {
    const page = await env.ASSETS.fetch(new Request(new URL(rule.page, url)));
    if (page.ok) return withHeaders(page, path, 404);
  }
  return withHeaders(
    new Response("Not found\n", {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    }),
    path,
    404,
  );
}

/** An http(s) address: not the example .dev.vars.example leaves in place until there is a hook. */
const isAddress = (value: string | undefined): value is string => {
  try {
    return /^https?:$/.test(new URL(value ?? "").protocol);
  } catch {
    return false;
  }
};

/**
 * The Cron Trigger (wrangler.jsonc `triggers.crons`): asks Workers Builds to build and deploy
 * main again through its Deploy Hook. Without a hook it says so in the Worker's logs and does
 * nothing else: a missed night is no reason to fail.
 */
export async function nightly(
  env: Pick<Env, "DEPLOY_HOOK_URL">,
  fetchImpl: typeof fetch = fetch,
  log: (message: string) => void = console.log,
): Promise<void> {
  if (!isAddress(env.DEPLOY_HOOK_URL)) {
    log(
      "Nightly rebuild skipped: the DEPLOY_HOOK_URL secret holds no address yet. Create a Deploy Hook (Settings, Builds, Deploy Hooks) and save its address as the secret DEPLOY_HOOK_URL.",
    );
    return;
  }
  try {
    const response = await fetchImpl(env.DEPLOY_HOOK_URL, {
      method: "POST",
    });
    log(
      response.ok
        ? "Nightly rebuild asked of Workers Builds."
        : `Nightly rebuild refused by the Deploy Hook (HTTP ${response.status}): check DEPLOY_HOOK_URL.`,
    );
  } catch (error) {
    log(
      `Nightly rebuild failed to reach the Deploy Hook: ${(error as Error).message}`,
    );
  }
}

export default {
  fetch: handle,
  scheduled: (
    _controller: unknown,
    env: Env,
    context: { waitUntil(promise: Promise<unknown>): void },
  ) => context.waitUntil(nightly(env)),
};
