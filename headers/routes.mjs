// What the adapter writes to _headers. Gatsby repeats its defaults on "/*" and on every file, and
// Netlify joins the values two matching rules set: a route gets what no configured rule sets.
import fs from "node:fs";
import path from "node:path";
import { PAGE_HEADER_POLICY } from "./page-policy.mjs";
import { CACHE_FOR_GOOD, findHeaderConflicts, readHeaderRules } from "./rules.mjs";

/** @typedef {import("gatsby").IStaticRoute} StaticRoute @typedef {StaticRoute["headers"]} Headers */

/** Root files named after their content that the build does not know of: the islands bundle, older bundles. */
const CONTENT_NAMED = /^\/[^/]+(?:-[0-9a-f]{16,64}\.js|\.[0-9a-f]{16,64}\.css)$/;

const matches = (/** @type {string} */ source, /** @type {string} */ urlPath) =>
  source.endsWith("/*")
    ? urlPath === source.slice(0, -2) || urlPath.startsWith(source.slice(0, -1))
    : urlPath.replace(/\/$/, "") === source.replace(/\/$/, "");

const has = (/** @type {Headers} */ headers, /** @type {string} */ name) =>
  headers.some(({ key }) => key.toLowerCase() === name.toLowerCase());

/** A page's paths on Netlify: its own and its file's ("/blog" and "/blog.html"). */
const pathsOf = (/** @type {string} */ pagePath) =>
  pagePath.endsWith(".html") ? [pagePath] : [pagePath, pagePath === "/" ? "/index.html" : `${pagePath}.html`];

/** @param {import("gatsby").RoutesManifest} routes @param {{ source: string, headers: Headers }[]} configHeaders
 * @param {{ projectDir: string }} options */
export function headerRoutesOf(routes, configHeaders, { projectDir }) {
  const policy = { key: "Content-Security-Policy", value: PAGE_HEADER_POLICY };
  const setByRule = (/** @type {string} */ urlPath, /** @type {string} */ name) =>
    configHeaders.some((rule) => matches(rule.source, urlPath) && has(rule.headers, name));
  const cacheControl = (/** @type {StaticRoute} */ route) => {
    const given = route.headers.filter(({ key }) => key.toLowerCase() === "cache-control");
    return given.length === 0 && CONTENT_NAMED.test(route.path)
      ? [{ key: "Cache-Control", value: CACHE_FOR_GOOD }]
      : given;
  };
  const statics = routes.filter(
    /** @returns {route is StaticRoute} */
    (route) => route.type === "static" && fs.existsSync(path.join(projectDir, route.filePath)),
  );
  const isPage = (/** @type {StaticRoute} */ route) =>
    route.filePath.endsWith(".html") &&
    !route.filePath.startsWith("public/_gatsby/") &&
    has(route.headers, "cache-control");
  const pagePaths = new Set(statics.filter(isPage).map((route) => route.path));
  const exact = statics.flatMap((route) => {
    const headers = cacheControl(route).filter(({ key }) => !setByRule(route.path, key));
    if (!isPage(route)) return headers.length > 0 ? [{ path: route.path, headers }] : [];
    // "/404.html" is a page of its own, not "/404"'s file.
    const paths = pathsOf(route.path).filter((urlPath) => urlPath === route.path || !pagePaths.has(urlPath));
    return paths.map((urlPath) => ({ path: urlPath, headers: [policy, ...headers] }));
  });
  return [
    ...configHeaders.map(({ source, headers }) => ({ path: source, headers })),
    ...exact.sort((a, b) => a.path.localeCompare(b.path)),
  ];
}

/** Throws if Netlify would send a header twice for a file, a page or an unknown path. @param {string} projectDir @param {string[]} pagePaths */
export async function checkOneValuePerHeader(projectDir, pagePaths) {
  const publicDir = path.join(projectDir, "public");
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  const rules = await readHeaderRules(projectDir, publicDir);
  const conflicts = findHeaderConflicts(rules, [...files, ...pagePaths, "/__an-unknown-path__"]);
  const list = conflicts
    .slice(0, 20)
    .map(({ path: at, header, rules }) => `  ${at}: ${header} set by ${rules.join(" and ")}`);
  if (list.length > 0)
    throw new Error(`Netlify would send these headers twice (values joined with ", "):\n${list.join("\n")}`);
}
