import { writeFileSync } from "node:fs";
import { join } from "node:path";

const escape = (s: string) =>
  s.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!,
  );

/**
 * A static page that sends the visitor on to `to` at once. React Router's own prerendered
 * redirect page is not valid HTML; this one is, and names its canonical target.
 */
export function redirectPageHtml(to: string, canonical: string): string {
  const target = escape(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting to ${target}</title>
<meta http-equiv="refresh" content="0; url=${target}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escape(canonical)}">
</head>
<body>
<p><a href="${target}">Continue to ${target}</a></p>
</body>
</html>
`;
}

/** Rewrites the prerendered redirect page of each path in `paths`. */
export function writeRedirectPages(
  clientDir: string,
  paths: readonly string[],
  to: string,
  siteUrl: string,
) {
  for (const path of paths) {
    writeFileSync(
      join(clientDir, path, "index.html"),
      redirectPageHtml(to, new URL(to, siteUrl).href),
    );
  }
}
