// The page the service worker shows for an address the visitor never opened, when there is no
// network. Plain HTML with its own small stylesheet and no script: it is served at any address,
// so it must not start the app (which would hydrate it as the wrong page).

const escape = (s: string) =>
  s.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!,
  );

export const OFFLINE_PAGE = "offline.html";
/** Stands in, offline, for a picture the visitor has not seen yet (a plain pale panel). */
export const OFFLINE_IMAGE = "offline-image.svg";
export const offlineImageSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 10" preserveAspectRatio="none"><rect width="16" height="10" fill="#f1f5f9"/></svg>\n`;

export function offlinePageHtml(site: {
  name: string;
  phone: string;
  themeColor: string;
  telHref: string;
  chatHref: string;
}): string {
  const name = escape(site.name);
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${escape(site.themeColor)}">
<title>You are offline | ${name}</title>
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
<h1>You are offline</h1>
<p>This page of ${name} has not been opened on this device before, and there is no connection to fetch it now. The pages you have already visited still open.</p>
<p>You can still reach us:</p>
<ul>
<li><a class="call" href="${escape(site.telHref)}">Call ${escape(site.phone)}</a></li>
<li><a class="chat" href="${escape(site.chatHref)}" target="_blank" rel="noopener noreferrer">Chat on WhatsApp<span class="sr-only"> (opens in a new tab)</span></a></li>
</ul>
<p><a class="home" href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}
