// The real editor at /admin, set up for a sign-in on a test host: its configuration pointed at
// this host's relay, and GitHub's API (not reachable here) answered by a stand-in that notes the
// token the editor calls it with. For tests/hosts/sign-in.spec.ts and tests/security.
import type { Page } from "@playwright/test";

/** Serves /admin/config.json with the backend signing in through `baseUrl`. */
export async function configureEditor(page: Page, baseUrl: string) {
  // Any query: the editor may add one to skip caches.
  await page.route(
    (url) => url.pathname === "/admin/config.json",
    async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as {
        backend: Record<string, unknown>;
      };
      json.backend = { ...json.backend, base_url: baseUrl };
      await route.fulfill({ response, json });
    },
  );
}

/** Answers GitHub's API with 401 and returns the Authorization headers it was sent, as they come. */
export async function stubGitHubApi(page: Page): Promise<string[]> {
  const authorizations: string[] = [];
  await page.context().route("https://api.github.com/**", async (route) => {
    authorizations.push(route.request().headers().authorization ?? "");
    await route.fulfill({ status: 401, json: { message: "stub" } });
  });
  return authorizations;
}
