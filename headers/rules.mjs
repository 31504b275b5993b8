// Netlify's header rules as its own parser reads them, so the build's check and the local server
// see what Netlify applies. No `import.meta`: babel-jest loads this as CommonJS.
import fs from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";

/** @typedef {{ for: string, forRegExp: RegExp, values: Record<string, string> }} HeaderRule */

/** Netlify's own Cache-Control where no rule gives one. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_FOR_GOOD = "public, max-age=31536000, immutable";

/** netlify.toml's rules win over _headers'; throws where Netlify would fail. @param {string} rootDir @param {string} publicDir */
export const readHeaderRules = (rootDir, publicDir) =>
  readRules([path.join(publicDir, "_headers")], path.join(rootDir, "netlify.toml"));

export const readHeadersFileRules = (/** @type {string} */ file) => readRules([file], undefined);

/** @param {string[]} headersFiles @param {string | undefined} netlifyConfigPath */
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

/** Every matching rule applies; a header two rules with different `for` set gets both values joined.
 * @param {readonly HeaderRule[]} rules @param {string} urlPath */
export function headersFor(rules, urlPath) {
  const result = /** @type {Record<string, string>} */ ({});
  for (const values of matchingRuleValues(rules, urlPath).values()) {
    for (const [name, value] of Object.entries(values)) {
      const existing = findHeaderName(result, name) ?? name;
      result[existing] = existing in result ? `${result[existing]}, ${value}` : value;
    }
  }
  return result;
}

/** Joined values never mean what a policy says. @param {readonly HeaderRule[]} rules @param {Iterable<string>} urlPaths */
export function findHeaderConflicts(rules, urlPaths) {
  return [...urlPaths].flatMap((urlPath) => {
    const setBy = /** @type {Map<string, string[]>} */ (new Map());
    for (const [forPath, values] of matchingRuleValues(rules, urlPath)) {
      for (const key of Object.keys(values).map((name) => name.toLowerCase())) {
        setBy.set(key, [...(setBy.get(key) ?? []), forPath]);
      }
    }
    return [...setBy]
      .filter(([, forPaths]) => forPaths.length > 1)
      .map(([header, forPaths]) => ({ path: urlPath, header, rules: forPaths }));
  });
}

/** Per distinct `for`, a later value replacing an earlier one. */
function matchingRuleValues(/** @type {readonly HeaderRule[]} */ rules, /** @type {string} */ urlPath) {
  let target = urlPath.split(/[?#]/, 1)[0] ?? "";
  if (!target.startsWith("/")) target = `/${target}`;
  try {
    target = decodeURI(target);
  } catch {
    // Matched as it is spelled.
  }
  const byFor = /** @type {Map<string, Record<string, string>>} */ (new Map());
  for (const rule of candidateRules(rules, target).filter(({ forRegExp }) => forRegExp.test(target))) {
    const merged = byFor.get(rule.for) ?? {};
    for (const [name, value] of Object.entries(rule.values)) merged[findHeaderName(merged, name) ?? name] = value;
    byFor.set(rule.for, merged);
  }
  return byFor;
}

/** The rules for one path each, by that path's key, and the others (a `*` or a `:name` in them), each with its place. */
const ruleIndexes = /** @type {WeakMap<readonly HeaderRule[], { byPath: Map<string, number[]>, others: number[] }>} */ (
  new WeakMap()
);

/** A path as Netlify's rules for one path match it: in any capitals, with or without a final "/". ASCII only. */
const pathKey = (/** @type {string} */ urlPath) =>
  /^[\x20-\x7e]*$/.test(urlPath) ? urlPath.toLowerCase().replace(/(.)\/$/, "$1") : undefined;

/**
 * The rules that may match `target`, in their order: a build has a rule for each page, so testing
 * every rule's pattern against every file took time that grew with the posts times the files.
 * @param {readonly HeaderRule[]} rules @param {string} target
 */
function candidateRules(rules, target) {
  let index = ruleIndexes.get(rules);
  if (!index) {
    const built = { byPath: /** @type {Map<string, number[]>} */ (new Map()), others: /** @type {number[]} */ ([]) };
    rules.forEach((rule, place) => {
      const key = /[*:]/.test(rule.for) ? undefined : pathKey(rule.for);
      if (key === undefined) built.others.push(place);
      else built.byPath.set(key, [...(built.byPath.get(key) ?? []), place]);
    });
    ruleIndexes.set(rules, (index = built));
  }
  const key = pathKey(target);
  if (key === undefined) return rules;
  const places = [...index.others, ...(index.byPath.get(key) ?? [])].sort((a, b) => a - b);
  return places.map((place) => rules[place]);
}

const findHeaderName = (/** @type {Record<string, string>} */ values, /** @type {string} */ name) =>
  Object.keys(values).find((key) => key.toLowerCase() === name.toLowerCase());
