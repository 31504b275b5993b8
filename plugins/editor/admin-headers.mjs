// @ts-check
// The headers of the browser editor, /admin/: its own Content-Security-Policy (what Decap CMS
// needs, and no more) and an opener policy, in the form of gatsby-config's `headers`.
// `npm run cms` (cms/cms.mjs) serves the editor with them too.

/** Where the editor's page is published. */
export const ADMIN_PATH = "/admin/";

/**
 * What Decap CMS needs, found by running it under this policy and reading the browser's
 * reports: its own scripts, and 'unsafe-eval' because it compiles the schema of its
 * configuration into a function (ajv) as it starts; styles it writes at run time (Emotion);
 * pictures from the repository, which it shows as blob: and data: URLs and reads back from
 * blob: URLs when it keeps a draft; calls to its backend on the site's own origin (git-gateway
 * and Netlify Identity live under /.netlify/, the local backend under /api/v1). The live preview
 * (src/admin/preview/) needs nothing more: its iframe has no address of its own and takes this
 * policy, its pictures are Decap's blob: URLs, its styles Emotion's and its font a file of /admin/.
 */
const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob:",
].join("; ");

/** @returns {{ key: string, value: string }[]} */
export function adminHeaders() {
  return [
    { key: "Content-Security-Policy", value: ADMIN_CONTENT_SECURITY_POLICY },
    // A browsing-context group of its own: no other window gets a handle on the editor, which
    // holds an editor's login.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
