// @ts-check
// The headers of the browser editor, /admin/: its own Content-Security-Policy (what Decap CMS
// needs, and no more) and noindex. scripts/write-headers.mjs writes them into the build's
// _headers; `npm run cms` (scripts/cms.mjs) serves the editor with them too.

/** The editor's pages and files. */
const ADMIN_RULE_PATH = "/admin/*";

/**
 * What Decap CMS needs, found by running it under this policy and reading the browser's
 * reports: its own scripts, and 'unsafe-eval' because it compiles the schema of its
 * configuration into a function (ajv) as it starts; styles it writes at run time (Emotion);
 * pictures from the repository, which it shows as blob: and data: URLs and reads back from
 * blob: URLs when it keeps a draft; calls to its backend on the site's own origin (git-gateway and Netlify Identity live under /.netlify/, the local
 * backend under /api/v1).
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

/**
 * @param {{ indexable: boolean }} options indexable false: "/*" already has noindex
 * @returns {{ for: string, values: Record<string, string> }}
 */
export function adminHeaderRule({ indexable }) {
  /** @type {Record<string, string>} */
  const values = { "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY };
  if (indexable) values["X-Robots-Tag"] = "noindex";
  return { for: ADMIN_RULE_PATH, values };
}
