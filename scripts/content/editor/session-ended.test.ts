// @vitest-environment node
import { JSDOM, VirtualConsole } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { sessionScript } from "#scripts/content/editor/session-ended.ts";

/*
 * The script the editor's page loads first (/admin/session-ended.js), run in a page of its own
 * whose fetch answers as GitHub does once a sign-in has ended.
 */
function editorPage(status: number, navigations: string[] = []) {
  // jsdom cannot load another page: it reports each attempt, which is what is checked.
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("jsdomError", (error: Error) =>
    navigations.push(error.message),
  );
  const dom = new JSDOM("<!doctype html><body></body>", {
    url: "https://www.nimbus-institute.example.com/admin/",
    runScripts: "outside-only",
    virtualConsole,
  });
  const { window } = dom;
  const github = vi.fn(
    async () =>
      new Response(JSON.stringify({ message: "Bad credentials" }), {
        status,
      }),
  );
  Object.assign(window, {
    fetch: github,
    Request: globalThis.Request,
    Headers: globalThis.Headers,
  });
  window.localStorage.setItem("sveltia-cms.user", '{"token":"ghu_ended"}');
  window.eval(sessionScript(["https://api.github.com"]));
  return window;
}

const ENDED =
  "Your sign-in has ended: GitHub ends it after 8 hours, to keep the site safe. Nothing you saved is lost. Copy any text you have not saved yet, then press “Sign in again”.";

describe("the editor, when GitHub ends a sign-in", () => {
  it("says so in plain words, in English and Marathi, once, with a button to sign in again", async () => {
    const window = editorPage(401);
    const call = { headers: { Authorization: "token ghu_ended" } };
    await window.fetch("https://api.github.com/graphql", call);
    await window.fetch("https://api.github.com/repos/o/r", call);
    const alerts = window.document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    const [en, mr] = [...alerts[0]!.querySelectorAll("p")];
    expect(en!.textContent).toBe(ENDED);
    expect(mr!.lang).toBe("mr");
    expect(mr!.textContent).toContain("तुमचे sign in संपले आहे");
    const button = alerts[0]!.querySelector("button")!;
    expect(button.textContent).toBe("Sign in again · पुन्हा sign in करा");
    expect(window.document.activeElement).toBe(button);
  });

  it("forgets the ended sign-in and reloads the editor when the button is pressed", async () => {
    const navigations: string[] = [];
    const window = editorPage(401, navigations);
    await window.fetch("https://api.github.com/user", {
      headers: { Authorization: "token ghu_ended" },
    });
    expect(navigations).toEqual([]);
    window.document
      .querySelector<HTMLButtonElement>('[role="alert"] button')!
      .click();
    expect(window.localStorage.getItem("sveltia-cms.user")).toBeNull();
    expect(navigations).toEqual([
      expect.stringMatching(/^Not implemented: navigation/),
    ]);
  });

  it("says nothing for a 401 without a token, from another address, or any other answer", async () => {
    for (const [status, url, headers] of [
      [401, "https://api.github.com/user", {}],
      [
        401,
        "https://www.nimbus-institute.example.com/auth",
        { Authorization: "token x" },
      ],
      [403, "https://api.github.com/user", { Authorization: "token x" }],
      [200, "https://api.github.com/user", { Authorization: "token x" }],
    ] as const) {
      const window = editorPage(status);
      await window.fetch(url, { headers });
      expect(
        window.document.querySelector('[role="alert"]'),
        `${status} ${url}`,
      ).toBeNull();
    }
  });
});
