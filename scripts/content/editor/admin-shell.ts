import { ADMIN_CONTENT_SECURITY_POLICY } from "#host/headers.ts";

// frame-ancestors works only as a header (the recipes send it); a <meta> policy ignores it and
// logs an error.
const metaPolicy = ADMIN_CONTENT_SECURITY_POLICY.replace(
  /frame-ancestors [^;]+; /,
  "",
);

/**
 * A page of the staff's under /admin (the editor, the certificate printer), written without
 * React: in English, kept from search engines, and under the editor's policy (host/headers.ts)
 * in a <meta> as well as in the host's header. `head` and `body` are the page's own lines, each
 * ending in a line break.
 */
export function adminShell(page: {
  title: string;
  head: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="Content-Security-Policy" content="${metaPolicy}">
<title>${page.title}</title>
${page.head}</head>
<body>
${page.body}</body>
</html>
`;
}
