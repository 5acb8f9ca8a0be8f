/*
 * What the editor says when GitHub ends a staff member's sign-in. The site's GitHub App gives
 * tokens that expire after eight hours (host/relay.ts). Sveltia CMS 0.221 then gets 401 from
 * GitHub: on opening, it shows its sign-in page without a word why; while saving, it shows
 * GitHub's "Bad credentials". This small script, loaded before the editor, watches the editor's
 * calls to GitHub's API and, on the first 401 to a call that carried a token, says in plain
 * words (English and Marathi) what happened, with one button to sign in again: it forgets the
 * ended sign-in (Sveltia keeps it in localStorage as `sveltia-cms.user`) and reloads the editor,
 * which then offers "Sign In with GitHub".
 */

/** The file's name under /admin. */
export const SESSION_SCRIPT = "session-ended.js";

export const SESSION_ENDED = {
  en: "Your sign-in has ended: GitHub ends it after 8 hours, to keep the site safe. Nothing you saved is lost. Copy any text you have not saved yet, then press “Sign in again”.",
  mr: "तुमचे sign in संपले आहे: साइट सुरक्षित राहावी म्हणून GitHub ते 8 तासांनी संपवते. तुम्ही save केलेले काहीही हरवलेले नाही. अजून save न केलेला मजकूर copy करा, मग “पुन्हा sign in करा” दाबा.",
  button: "Sign in again · पुन्हा sign in करा",
} as const;

/** The script, as served at /admin/session-ended.js. */
export function sessionScript(apiOrigins: readonly string[]): string {
  return `// ${SESSION_SCRIPT}: written by scripts/content/editor/session-ended.ts
(() => {
  const apis = ${JSON.stringify(apiOrigins)};
  const texts = ${JSON.stringify(SESSION_ENDED)};
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    const box = document.createElement("div");
    box.setAttribute("role", "alert");
    box.style.cssText = "position:fixed;inset:auto 0 0 0;z-index:2147483647;padding:1rem;background:#fff7ed;color:#1b1b1f;border-top:4px solid #b45309;font:1rem/1.5 system-ui,sans-serif";
    for (const [text, lang] of [[texts.en, "en"], [texts.mr, "mr"]]) {
      const p = document.createElement("p");
      p.lang = lang;
      p.style.margin = "0 0 .5rem";
      p.textContent = text;
      box.append(p);
    }
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = texts.button;
    button.style.cssText = "font:inherit;font-weight:600;padding:.6rem 1rem;min-height:2.75rem;border:0;border-radius:.4rem;background:#1d4ed8;color:#fff";
    button.addEventListener("click", () => {
      localStorage.removeItem("sveltia-cms.user");
      location.reload();
    });
    box.append(button);
    document.body.append(box);
    button.focus();
  };
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    if (response.status === 401 && !shown)
      try {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
        if (apis.includes(url.origin) && headers.has("Authorization")) show();
      } catch {
        // an address or headers that cannot be read: not the editor's call to GitHub
      }
    return response;
  };
})();
`;
}
