// The page the service worker shows for an address the visitor never opened, when there is no
// network. Plain HTML with its own small stylesheet and no script: it is served at any address,
// so it must not start the app (which would hydrate it as the wrong page).

const escape = (s: string) =>
  s.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!,
  );

export const OFFLINE_PAGE = "offline.html";
/** The offline page of each language, served for that language's addresses (/mr/…). */
export const OFFLINE_PAGES = {
  en: OFFLINE_PAGE,
  mr: "mr/offline.html",
} as const;
export type OfflineLocale = keyof typeof OFFLINE_PAGES;
/** Stands in, offline, for a picture the visitor has not seen yet (a plain pale panel). */
export const OFFLINE_IMAGE = "offline-image.svg";
export const offlineImageSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 10" preserveAspectRatio="none"><rect width="16" height="10" fill="#f1f5f9"/></svg>\n`;

/** The page's words in each language (Marathi: docs/marathi.md). */
const words = {
  en: {
    lang: "en-IN",
    heading: "You are offline",
    intro: (name: string) =>
      `This page of ${name} has not been opened on this device before, and there is no connection to fetch it now. The pages you have already visited still open.`,
    reach: "You can still reach us:",
    call: (phone: string) => `Call ${phone}`,
    chat: "Chat on WhatsApp",
    newTab: " (opens in a new tab)",
    home: "Go to the home page",
    homeHref: "/",
  },
  mr: {
    lang: "mr",
    heading: "इंटरनेट कनेक्शन नाही",
    intro: (name: string) =>
      `${name} चे हे पान या डिव्हाइसवर याआधी उघडलेले नाही, आणि ते आता आणण्यासाठी इंटरनेट कनेक्शन नाही. तुम्ही आधी पाहिलेली पाने मात्र उघडतील.`,
    reach: "तरीही तुम्ही आमच्याशी संपर्क साधू शकता:",
    call: (phone: string) => `${phone} वर कॉल करा`,
    chat: "WhatsApp वर चॅट करा",
    newTab: " (नवीन टॅबमध्ये उघडेल)",
    home: "मुख्यपृष्ठावर जा",
    homeHref: "/mr",
  },
} as const;

export function offlinePageHtml(
  site: {
    name: string;
    phone: string;
    themeColor: string;
    telHref: string;
    chatHref: string;
  },
  locale: OfflineLocale = "en",
): string {
  const t = words[locale];
  const name = escape(site.name);
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${escape(site.themeColor)}">
<title>${t.heading} | ${name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:3rem 1rem}
h1{font-size:1.875rem;line-height:1.2;margin:0 0 1rem}
p{color:#475569;margin:0 0 1rem}
ul{list-style:none;padding:0;margin:1.5rem 0;display:flex;flex-wrap:wrap;gap:.75rem}
a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none}
.call{background:#b91c1c;color:#fff}
.chat{border:1px solid #cbd5e1;color:#0f172a}
.home{padding:0;min-height:auto;color:#991b1b;text-decoration:underline}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${t.heading}</h1>
<p>${t.intro(name)}</p>
<p>${t.reach}</p>
<ul>
<li><a class="call" href="${escape(site.telHref)}">${t.call(escape(site.phone))}</a></li>
<li><a class="chat" href="${escape(site.chatHref)}" target="_blank" rel="noopener noreferrer">${t.chat}<span class="sr-only">${t.newTab}</span></a></li>
</ul>
<p><a class="home" href="${t.homeHref}">${t.home}</a></p>
</main>
</body>
</html>
`;
}
