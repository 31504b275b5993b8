// A page's policy goes in a <meta> ahead of its inline code: its rendering knows the hashes, and a
// header would learn them from files written while rendering, which Gatsby cannot cache.
import crypto from "node:crypto";

export const cspHash = (/** @type {string} */ text) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

// https://mimesniff.spec.whatwg.org/#javascript-mime-type, and the other types script-src checks.
const CHECKED_SCRIPT_TYPE =
  /^(?:(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript)|module|importmap|speculationrules)$/;

/** As HTML's "prepare the script element": data blocks such as application/ld+json never run. @param {Map<string, string>} attributes */
export function isCheckedScript(attributes) {
  const type = attributes.get("type");
  const language = attributes.get("language");
  if (type === undefined && (language === undefined || language === "")) return true;
  const typeString = (type ?? `text/${language}`).replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "").toLowerCase();
  return typeString === "" || CHECKED_SCRIPT_TYPE.test(typeString);
}

/** No style="" attribute is allowed: pages style by class names, and pictures fade in by CSS.
 * @param {{ scripts: Iterable<string>, styles: Iterable<string> }} hashes @returns {string} */
export function pagePolicy({ scripts, styles }) {
  const sorted = (/** @type {Iterable<string>} */ values) => [...new Set(values)].sort();
  return [
    "default-src 'self'; base-uri 'self'; object-src 'none'; form-action 'self'; img-src 'self' data:",
    "font-src 'self'; connect-src 'self'; manifest-src 'none'",
    ["script-src 'self'", ...sorted(scripts)].join(" "),
    ["style-src 'self'", ...sorted(styles)].join(" "),
    "style-src-attr 'none'",
  ].join("; ");
}

/** What a <meta> cannot say, in every page's header: the browser enforces both policies. Unknown
 * paths, answered with the 404 page, match no page rule: X-Frame-Options keeps them out of frames. */
export const PAGE_HEADER_POLICY = "frame-ancestors 'none'; upgrade-insecure-requests";
