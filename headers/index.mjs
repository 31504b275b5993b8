// Every response header the site sends, and how the adapter, the local server and the editor apply them.
import { CACHE_FOR_GOOD, CACHE_REVALIDATE, headersFor, readHeaderRules } from "./rules.mjs";

export { findHeaderConflicts, headersFor, readHeaderRules, readHeadersFileRules } from "./rules.mjs";
export { cspHash, isCheckedScript, pagePolicy } from "./page-policy.mjs";
export { checkOneValuePerHeader, headerRoutesOf } from "./routes.mjs";

export const ADMIN_PATH = "/admin/";

const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // interest-cohort is left out: Chrome reports it as an unrecognised feature.
  {
    key: "Permissions-Policy",
    value:
      "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
  },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  // The only framing rule of the 404 page where it answers an unknown path: its policy is a <meta>.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  // The old XSS auditor could be made to hide parts of a page; the policy does its job.
  { key: "X-XSS-Protection", value: "0" },
  // No Cross-Origin-Opener-Policy: it costs every visit a new renderer process, half a second of a
  // phone's main thread (docs/performance.md), and the pages hold nothing another window could read.
];

// What Decap CMS needs: 'unsafe-eval' to compile its configuration's schema (ajv), inline styles
// (Emotion), blob: pictures of drafts, and its backend on this origin.
const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
  "script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:",
  "font-src 'self' data:; connect-src 'self' blob:",
].join("; ");

const adminHeaders = () => [
  { key: "Content-Security-Policy", value: ADMIN_CONTENT_SECURITY_POLICY },
  // No other window gets a handle on the editor, which holds a login.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** gatsby-config's `headers`. Only the editor's page gets its policy: other paths under it get the
 * 404 page, whose own policy must hold. Previews repeat the pages: only production is indexable. @param {{ indexable: boolean }} options */
export function siteHeaders({ indexable }) {
  const noindex = { key: "X-Robots-Tag", value: "noindex" };
  return [
    { source: "/*", headers: [...SECURITY_HEADERS, ...(indexable ? [] : [noindex])] },
    { source: "/static/*", headers: [{ key: "Cache-Control", value: CACHE_FOR_GOOD }] },
    { source: "/page-data/*", headers: [{ key: "Cache-Control", value: CACHE_REVALIDATE }] },
    ...[ADMIN_PATH, `${ADMIN_PATH}index.html`].map((source) => ({ source, headers: adminHeaders() })),
    ...(indexable ? [{ source: `${ADMIN_PATH}*`, headers: [noindex] }] : []),
  ];
}

/** A local answer's headers: the rules', with Netlify's default Cache-Control unless it is the file
 * (a 404 under /static/ is not cached for a year), and no upgrade-insecure-requests, which WebKit
 * follows to https:// even on localhost. @param {readonly import("./rules.mjs").HeaderRule[]} rules */
const responseHeaders = (rules) => (/** @type {string} */ urlPath, /** @type {boolean} */ isTheFile) => {
  const headers = Object.entries(headersFor(rules, urlPath)).flatMap(([name, value]) => {
    const lowerName = name.toLowerCase();
    if (lowerName === "cache-control") return isTheFile ? [[name, value]] : [];
    if (lowerName !== "content-security-policy") return [[name, value]];
    const directives = value.split(";").map((directive) => directive.trim());
    const kept = directives.filter((directive) => directive.toLowerCase() !== "upgrade-insecure-requests");
    return [[name, kept.join("; ")]];
  });
  if (!headers.some(([name]) => name.toLowerCase() === "cache-control"))
    headers.push(["Cache-Control", CACHE_REVALIDATE]);
  return /** @type {[string, string][]} */ (headers);
};

/** @param {string} rootDir holds netlify.toml @param {string} publicDir */
export const readResponseHeaders = async (rootDir, publicDir) =>
  responseHeaders(await readHeaderRules(rootDir, publicDir));

/** The local editor's answers, its API's included: every path is the editor's page. */
export const editorResponseHeaders = () => {
  const headers = [...SECURITY_HEADERS, ...adminHeaders(), { key: "X-Robots-Tag", value: "noindex" }];
  const values = Object.fromEntries(headers.map(({ key, value }) => [key, value]));
  return responseHeaders([{ for: "/*", forRegExp: /^\//, values }]);
};
