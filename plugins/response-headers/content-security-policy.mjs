// @ts-check
// What a page's Content-Security-Policy must allow: the SHA-256 hashes of its inline scripts and
// <style> elements, found the way the browser finds them, and the site's one policy built from
// them. scripts/write-headers.mjs writes that policy into public/_headers after the build.
import crypto from "node:crypto";
import { parse as parseHtml } from "parse5";

/**
 * What one HTML document needs allowed by the Content-Security-Policy.
 * @typedef {object} PageInlineCode
 * @property {Set<string>} scripts CSP hash sources of inline executable scripts
 * @property {Set<string>} styles CSP hash sources of inline <style> elements
 * @property {string[]} warnings markup the policy will block (inline handlers)
 */
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
function isCheckedScript(attributes) {
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
 * @typedef {import('parse5').DefaultTreeAdapterMap['node']} Parse5Node
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Parse5Element
 */

/**
 * Visits every element of a parse5 tree, <template> contents included.
 *
 * @param {Parse5Node} node
 * @param {(element: Parse5Element) => void} visit
 */
function walkElements(node, visit) {
  if ("tagName" in node) {
    visit(node);
    if (node.tagName === "template" && "content" in node && node.content) {
      walkElements(node.content, visit);
    }
  }
  if ("childNodes" in node) {
    for (const child of node.childNodes) walkElements(child, visit);
  }
}

/**
 * The element's child text content: what the browser hashes (no trimming).
 *
 * @param {Parse5Element} element
 * @returns {string}
 */
function childTextContent(element) {
  return element.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
    .join("");
}

/**
 * Finds what a page needs its Content-Security-Policy to allow, parsing it
 * with parse5 (the HTML standard parser, so text and attribute values are
 * exactly what the browser sees: entities decoded, CRLF normalised, …).
 *
 * The page is parsed twice: as a browser with scripting on sees it, and as one
 * with scripting off sees it, where <noscript> content is markup (a <style>
 * or <link> there applies only without JavaScript). Scripts are only
 * collected from the first parse: nothing inside <noscript> ever runs.
 *
 * @param {string} html
 * @returns {PageInlineCode}
 */
export function findInlineCode(html) {
  /** @type {PageInlineCode} */
  const found = { scripts: new Set(), styles: new Set(), warnings: [] };
  for (const scriptingEnabled of [true, false]) {
    walkElements(parseHtml(html, { scriptingEnabled }), (element) => {
      /** @type {Map<string, string>} */
      const attributes = new Map(element.attrs.map(({ name, value }) => [name, value]));
      if (element.tagName === "script") {
        if (scriptingEnabled && !attributes.has("src") && isCheckedScript(attributes)) {
          found.scripts.add(cspHash(childTextContent(element)));
        }
      } else if (element.tagName === "style") {
        found.styles.add(cspHash(childTextContent(element)));
      }
      if (scriptingEnabled) {
        for (const name of attributes.keys()) {
          if (/^on[a-z]+$/.test(name)) {
            found.warnings.push(`<${element.tagName} ${name}="…">: inline event handlers are blocked by the policy`);
          }
        }
      }
    });
  }
  return found;
}

/**
 * The hash of "": Emotion creates EMPTY <style> elements at runtime and fills
 * them through CSSOM insertRule(), which CSP does not restrict.
 */
export const EMPTY_STYLE_HASH = cspHash("");

/**
 * The site's Content-Security-Policy for the given hash sources.
 *
 * No style="" attribute is allowed: pages style by class names (Emotion's CSS in the head),
 * pictures fade in by CSS, and scripts/ship-islands.mjs takes out the one attribute Gatsby writes.
 *
 * @param {{ scripts: Iterable<string>, styles: Iterable<string> }} hashes
 * @returns {string}
 */
export function buildContentSecurityPolicy({ scripts, styles }) {
  const sorted = (/** @type {Iterable<string>} */ values) => [...new Set(values)].sort();
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'none'",
    ["script-src 'self'", ...sorted(scripts)].join(" "),
    ["style-src 'self'", ...sorted([EMPTY_STYLE_HASH, ...styles])].join(" "),
    "style-src-attr 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** What a <meta> policy cannot carry (the browser ignores it there, with a console error). */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/**
 * `html` with `policy` in a <meta> element first in its <head> (where the parser puts it when the
 * tag is left out), ahead of every script and style the policy covers; an earlier one is
 * replaced, so running it twice changes nothing.
 *
 * @param {string} html
 * @param {string} policy
 * @returns {string}
 */
export function withPolicyMeta(html, policy) {
  const metaPolicy = policy
    .split("; ")
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.has(directive.split(" ")[0]))
    .join("; ")
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy}">`;
  const withoutOld = html.replace(POLICY_META, "");
  const opening = /<head(?:\s[^>]*)?>/i.exec(withoutOld) ?? /<html(?:\s[^>]*)?>|<!doctype[^>]*>/i.exec(withoutOld);
  const at = opening ? opening.index + opening[0].length : 0;
  return `${withoutOld.slice(0, at)}${meta}${withoutOld.slice(at)}`;
}
