// @ts-check
// The headers a response gets besides those describing its body: the ones Netlify's rules give
// the requested path, with Netlify's default Cache-Control where no rule sets one and without an
// upgrade to HTTPS, and Vary.
import { CACHE_REVALIDATE, headersFor } from "../plugins/response-headers/netlify-rules.mjs";

/** @typedef {import("../plugins/response-headers/netlify-rules.mjs").HeaderRule} HeaderRule */

/**
 * A Content-Security-Policy without upgrade-insecure-requests: this server speaks plain HTTP
 * (http://localhost), and the upgrade would send the browser to https:// for every font, picture
 * and script of the page, where nothing answers. Chromium and Firefox exempt localhost; WebKit
 * does not. Netlify serves HTTPS, and the published rules keep it.
 *
 * @param {[string, string]} header
 * @returns {[string, string]}
 */
function withoutHttpsUpgrade([name, value]) {
  if (name.toLowerCase() !== "content-security-policy") return [name, value];
  const directives = value.split(";").map((directive) => directive.trim());
  return [name, directives.filter((directive) => directive.toLowerCase() !== "upgrade-insecure-requests").join("; ")];
}

/**
 * The headers of the rules for `urlPath`, with Netlify's default Cache-Control where no rule
 * sets one, and no upgrade to HTTPS (withoutHttpsUpgrade). The rules' Cache-Control is meant for the file at that path: a response that is
 * not that file (an error, a redirect) always gets the default, so a 404 under /static/ is
 * never cached for a year.
 *
 * @param {readonly HeaderRule[]} rules
 * @param {string} urlPath
 * @param {boolean} isTheFile
 * @returns {[string, string][]} names and values
 */
export function headersForResponse(rules, urlPath, isTheFile) {
  /** @param {[string, string]} header */
  const isCacheControl = ([name]) => name.toLowerCase() === "cache-control";
  const headers = Object.entries(headersFor(rules, urlPath))
    .filter((header) => isTheFile || !isCacheControl(header))
    .map(withoutHttpsUpgrade);
  if (!headers.some(isCacheControl)) headers.push(["Cache-Control", CACHE_REVALIDATE]);
  return headers;
}

/**
 * Adds `name` to the response's Vary header, after any name a header rule put there.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {string} name
 */
export function addVary(res, name) {
  const vary = res.getHeader("Vary");
  res.setHeader("Vary", vary === undefined ? name : `${vary}, ${name}`);
}
