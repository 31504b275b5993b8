// @ts-check
// The response header rules Netlify applies to the site, read with Netlify's own parser
// (@netlify/headers-parser) from the two places Netlify reads them: the `_headers` file of the
// publish directory (public/) and the `[[headers]]` tables of netlify.toml. The local server
// (server/serve.mjs) and the build's header check (netlify-adapter.ts) both read the rules here,
// so `npm start` sends what Netlify sends.
//
// How Netlify combines the rules for one request path:
// - every rule whose `for` pattern matches applies;
// - rules with the very same `for` are merged, a later value of a header replacing an earlier
//   one (netlify.toml comes after _headers, so it wins);
// - a header set by two rules with different `for` patterns is sent once, with both values
//   joined by ", ". That is never what a policy header means, so the build refuses any such
//   overlap (findHeaderConflicts).
//
// Plain ESM JavaScript with JSDoc types, so Node runs it without a build step; it avoids
// `import.meta` so Jest (babel-jest, CommonJS) can load it too.
import fs from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";

/**
 * One header rule as Netlify's parser returns it: the headers (`values`) sent for every path
 * that `forRegExp` (made from the `for` pattern) matches.
 * @typedef {{ for: string, forRegExp: RegExp, values: Record<string, string> }} HeaderRule
 */

/**
 * A header name set by two rules with different `for` patterns for the same path.
 * @typedef {{ path: string, header: string, rules: string[] }} HeaderConflict
 */

/** Netlify's own Cache-Control for a response no rule gives one. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** The Cache-Control of a file whose name changes with its content: it never changes. */
export const CACHE_FOR_GOOD = "public, max-age=31536000, immutable";

/**
 * Reads every header rule Netlify applies: those of `publicDir/_headers` first, then those of
 * `rootDir/netlify.toml`. Either file may be missing. Throws with the parser's messages if
 * either has a syntax error (Netlify would reject the deploy's headers too).
 *
 * @param {string} rootDir the directory holding netlify.toml
 * @param {string} publicDir the publish directory (public/)
 * @returns {Promise<HeaderRule[]>}
 */
export async function readHeaderRules(rootDir, publicDir) {
  return readRules([path.join(publicDir, "_headers")], path.join(rootDir, "netlify.toml"));
}

/**
 * The rules of one `_headers`-format file alone.
 *
 * @param {string} file
 * @returns {Promise<HeaderRule[]>}
 */
export async function readHeadersFileRules(file) {
  return readRules([file], undefined);
}

/**
 * @param {string[]} headersFiles
 * @param {string | undefined} netlifyConfigPath
 * @returns {Promise<HeaderRule[]>}
 */
async function readRules(headersFiles, netlifyConfigPath) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles,
    netlifyConfigPath: netlifyConfigPath && fs.existsSync(netlifyConfigPath) ? netlifyConfigPath : undefined,
    configHeaders: undefined,
    minimal: false,
  });
  if (errors.length > 0) {
    throw new Error(`Netlify cannot read the header rules:\n${errors.map((error) => error.message).join("\n")}`);
  }
  return /** @type {HeaderRule[]} */ (headers);
}

/**
 * The headers Netlify sends for `urlPath` (the query string and fragment are ignored).
 *
 * @param {readonly HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const values of matchingRuleValues(rules, urlPath).values()) {
    for (const [name, value] of Object.entries(values)) {
      const existing = findHeaderName(result, name);
      if (existing === undefined) result[name] = value;
      else result[existing] = `${result[existing]}, ${value}`;
    }
  }
  return result;
}

/**
 * Every header that two rules with different `for` patterns set for one of `urlPaths`: each
 * place where Netlify would send two values joined by ", ".
 *
 * @param {readonly HeaderRule[]} rules
 * @param {Iterable<string>} urlPaths
 * @returns {HeaderConflict[]}
 */
export function findHeaderConflicts(rules, urlPaths) {
  /** @type {HeaderConflict[]} */
  const conflicts = [];
  for (const urlPath of urlPaths) {
    /** @type {Map<string, string[]>} */
    const setBy = new Map();
    for (const [forPath, values] of matchingRuleValues(rules, urlPath)) {
      for (const name of Object.keys(values)) {
        const key = name.toLowerCase();
        setBy.set(key, [...(setBy.get(key) ?? []), forPath]);
      }
    }
    for (const [header, forPaths] of setBy) {
      if (forPaths.length > 1) conflicts.push({ path: urlPath, header, rules: forPaths });
    }
  }
  return conflicts;
}

/**
 * The values of the rules matching `urlPath`, merged per distinct `for` (a later value of a
 * header replacing an earlier one).
 *
 * @param {readonly HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Map<string, Record<string, string>>}
 */
function matchingRuleValues(rules, urlPath) {
  const target = normaliseUrlPath(urlPath);
  /** @type {Map<string, Record<string, string>>} */
  const byFor = new Map();
  for (const rule of rules) {
    if (!rule.forRegExp.test(target)) continue;
    const merged = byFor.get(rule.for) ?? {};
    for (const [name, value] of Object.entries(rule.values)) {
      merged[findHeaderName(merged, name) ?? name] = value;
    }
    byFor.set(rule.for, merged);
  }
  return byFor;
}

/**
 * @param {string} urlPath
 * @returns {string} the decoded path, without query string or fragment
 */
function normaliseUrlPath(urlPath) {
  let pathname = urlPath.split(/[?#]/, 1)[0] ?? "";
  if (!pathname.startsWith("/")) pathname = `/${pathname}`;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * @param {Record<string, string>} values
 * @param {string} name
 * @returns {string | undefined} the key of `values` equal to `name`, ignoring case
 */
function findHeaderName(values, name) {
  const lower = name.toLowerCase();
  return Object.keys(values).find((key) => key.toLowerCase() === lower);
}
