// @ts-check
// A page's Content-Security-Policy: the SHA-256 hashes of the inline scripts and <style> elements
// it is rendered with (gatsby-ssr.tsx), and the policy built from them.
import crypto from "node:crypto";

/**
 * The CSP hash source of a text: 'sha256-<base64 of the SHA-256 of its UTF-8>'.
 *
 * @param {string} text
 * @returns {string}
 */
export function cspHash(text) {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// https://mimesniff.spec.whatwg.org/#javascript-mime-type
const JAVASCRIPT_MIME_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

// Script types that are not JavaScript yet are checked against script-src.
const OTHER_CHECKED_SCRIPT_TYPES = new Set(["module", "importmap", "speculationrules"]);

/**
 * Whether the browser runs (and so checks against script-src) an inline
 * <script> with these attributes, following the HTML "prepare the script
 * element" steps. Data blocks (application/ld+json, application/json, …)
 * never run and need no hash.
 *
 * @param {Map<string, string>} attributes
 * @returns {boolean}
 */
export function isCheckedScript(attributes) {
  const type = attributes.get("type");
  const language = attributes.get("language");
  /** @type {string} */
  let typeString;
  if (type !== undefined) typeString = type;
  else if (language !== undefined && language !== "") typeString = `text/${language}`;
  else return true;
  typeString = typeString.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "").toLowerCase();
  return typeString === "" || JAVASCRIPT_MIME_TYPES.has(typeString) || OTHER_CHECKED_SCRIPT_TYPES.has(typeString);
}

/**
 * A page's Content-Security-Policy for the given hash sources, as the page carries it: in a
 * <meta>, ahead of every inline script and style in its head (gatsby-ssr.tsx), so that it covers
 * them all. Its rendering knows the hashes; a header would have to learn them from files written while
 * rendering, which Gatsby cannot cache, or from the HTML read again. The rest is the page's
 * header, PAGE_HEADER_POLICY.
 *
 * No style="" attribute is allowed: pages style by class names (Emotion's CSS in the head),
 * pictures fade in by CSS, and plugins/islands leaves out the router that writes the one Gatsby has.
 *
 * @param {{ scripts: Iterable<string>, styles: Iterable<string> }} hashes
 * @returns {string}
 */
export function pagePolicy({ scripts, styles }) {
  const sorted = (/** @type {Iterable<string>} */ values) => [...new Set(values)].sort();
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'none'",
    ["script-src 'self'", ...sorted(scripts)].join(" "),
    ["style-src 'self'", ...sorted(styles)].join(" "),
    "style-src-attr 'none'",
  ].join("; ");
}

/**
 * Every page's Content-Security-Policy header, which the browser enforces with its <meta> policy:
 * frame-ancestors, which a <meta> cannot say, and upgrade-insecure-requests, which the local
 * server leaves out (server/response-headers.mjs): it serves plain HTTP, and WebKit follows the
 * upgrade even on http://localhost. Unknown paths, which Netlify answers with the 404 page, match
 * no page rule; X-Frame-Options: DENY keeps them out of frames, and HSTS on HTTPS.
 */
export const PAGE_HEADER_POLICY = "frame-ancestors 'none'; upgrade-insecure-requests";
