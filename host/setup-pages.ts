// The owner's /setup pages (host/setup.ts): small HTML the Worker writes, in English and then
// in Marathi, for someone who has never opened a terminal. No script; one style, by nonce.
import { setupHeaders } from "#host/headers.ts";

/** A text in both languages. */
export type Both = { en: string; mr: string };

export const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** Paragraphs in English, each followed by its Marathi (escaped here). */
export const paragraphs = (...texts: Both[]) =>
  texts
    .map(
      (t) => `<p>${escapeHtml(t.en)}</p>\n<p lang="mr">${escapeHtml(t.mr)}</p>`,
    )
    .join("\n");

const STYLE = `body{font:1.0625rem/1.5 system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;color:#1b1b1f;background:#fff}
h1{font-size:1.5rem;line-height:1.25}label{display:block;font-weight:600;margin-top:1rem}
input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.6rem;border:2px solid #555;border-radius:.4rem}
textarea{font-family:ui-monospace,monospace;font-size:.8rem}
button{margin-top:1.25rem;font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.4rem;background:#1d4ed8;color:#fff;min-height:2.75rem}
.note{border-left:.3rem solid #b45309;padding:.25rem .75rem;background:#fff7ed}
code{overflow-wrap:anywhere}[lang=mr]{font-family:"Noto Sans Devanagari",system-ui,sans-serif}`;

const nonceOf = () =>
  [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/** A setup page: its title in both languages, its body (HTML written by the caller). */
export function setupPage({
  title,
  body,
  status = 200,
  formTo,
  cookie,
}: {
  title: Both;
  body: string;
  status?: number;
  /** An origin outside the site the page's form posts to (GitHub). */
  formTo?: string;
  cookie?: string;
}): Response {
  const nonce = nonceOf();
  const headers = new Headers(setupHeaders(nonce, formTo));
  if (cookie) headers.append("Set-Cookie", cookie);
  return new Response(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title.en} · ${title.mr}`)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title.en)} <span lang="mr">· ${escapeHtml(title.mr)}</span></h1>
${body}
</main>
</body>
</html>
`,
    { status, headers },
  );
}

/** The form that asks for the setup code; `organization` asks where the App is to belong. */
export function codeForm(action: string, { organization = false } = {}) {
  return `<form method="post" action="${escapeHtml(action)}">
<label for="code">Setup code <span lang="mr">· सेटअप कोड</span></label>
<input id="code" name="code" type="password" autocomplete="off" required>
${
  organization
    ? `<label for="organization">GitHub organization that holds the site's repository (leave empty if it is in your own account) <span lang="mr">· साइटची repository ज्या GitHub organization मध्ये आहे तिचे नाव (repository तुमच्या स्वतःच्या खात्यात असेल तर रिकामे ठेवा)</span></label>
<input id="organization" name="organization" autocomplete="off" pattern="[A-Za-z0-9][A-Za-z0-9\\-]{0,38}">`
    : ""
}
<button type="submit">Continue <span lang="mr">· पुढे जा</span></button>
</form>`;
}
