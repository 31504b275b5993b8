// @ts-check
// Completes public/_headers after `gatsby build` (part of `npm run build`), so that every path
// gets exactly one value per header, whoever wrote the rule:
//
// - netlify.toml: the security headers for every path, caching of /static/* and /page-data/*;
// - gatsby-adapter-netlify (run by `gatsby build`): its own block in _headers with Gatsby's
//   default headers (Cache-Control on "/*", X-Frame-Options, Referrer-Policy, …). Gatsby offers
//   no option to leave them out, and on Netlify a header set by two matching rules is sent with
//   both values joined by ", " (Cache-Control "max-age=0, …, max-age=31536000" on every bundle).
//   So the adapter's entries for headers the project sets itself are taken out of its block;
//   anything else it writes stays;
// - this step: the Content-Security-Policy (hashes of the pages' inline code), Cache-Control per
//   page and per hashed bundle, the browser editor's own headers (/admin/*, from
//   scripts/admin-headers.mjs), and X-Robots-Tag: noindex outside production.
//
// The public policy is set per page, not for "/*": a "/*" policy would also reach /admin/*, and
// two matching rules' policies are joined, so the browser would enforce both there. Unknown
// paths, which Netlify answers with 404.html and no page rule matches, get the same policy from
// a <meta> element in 404.html (less frame-ancestors, which a <meta> policy cannot carry;
// X-Frame-Options: DENY covers framing there).
//
// How the file is laid out, and the markers of each block, are in scripts/headers-file.mjs.
//
// The result is checked the way Netlify reads it (@netlify/headers-parser) before it is written:
// the build fails if any published path, or an unknown one, would get a header twice.
//
//   node scripts/write-headers.mjs [publicDir]
import fs from "node:fs";
import path from "node:path";
import { adminHeaderRule } from "../plugins/editor/admin-headers.mjs";
import {
  buildContentSecurityPolicy,
  EMPTY_STYLE_HASH,
  findInlineCode,
  withPolicyMeta,
} from "../plugins/response-headers/content-security-policy.mjs";
import { isIndexable } from "../plugins/robots/deploy-context.mjs";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  findHeaderConflicts,
  findHeaderName,
  headersFor,
  HEADERS_FILE,
  readNetlifyTomlRules,
} from "../plugins/response-headers/netlify-rules.mjs";
import {
  ADAPTER_BEGIN,
  ADAPTER_END,
  composeHeadersFile,
  GENERATED_BEGIN,
  GENERATED_END,
  parseHeadersText,
  splitBlock,
} from "./headers-file.mjs";

/**
 * @typedef {object} WriteResult
 * @property {string} headersFile absolute path of the _headers file written
 * @property {string} contentSecurityPolicy the policy of every page
 * @property {boolean} indexable false: every path also gets X-Robots-Tag: noindex
 * @property {string[]} pages page paths given a Cache-Control rule
 * @property {string[]} immutableAssets hashed root bundles given a rule
 * @property {string[]} adapterHeadersTaken names of the adapter's headers the project sets itself
 * @property {{ scripts: number, styles: number }} hashes
 * @property {string[]} warnings
 */

/** The browser editor's folder, which scripts/write-admin.mjs writes. */
const ADMIN_DIR = "admin/";

/** Proxies and CDNs do not all pass on longer header values. */
const CSP_LENGTH_WARNING = 8 * 1024;

/**
 * Root-level bundles webpack names after their content: "[name]-[contenthash].js" and
 * "[name].[contenthash].css". Unhashed files (Gatsby's ~partytown/ copies, files of static/)
 * do not match.
 */
const HASHED_ROOT_BUNDLE = /^[^/]+(?:-[0-9a-f]{16,64}\.js|\.[0-9a-f]{16,64}\.css)$/;

/**
 * Every file under `dir`, as "/"-separated paths relative to it, sorted.
 *
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * The URL paths Netlify serves an HTML file at: its own name, and the name without ".html" or
 * "index.html": "index.html" -> "/index.html" and "/", "blog/index.html" -> "/blog/index.html"
 * and "/blog/" (which also covers "/blog"), "404.html" -> "/404.html" and "/404".
 *
 * @param {string} file
 * @returns {string[]}
 */
function pagePathsOf(file) {
  const folder = file.endsWith("index.html") ? file.slice(0, -"index.html".length) : undefined;
  return [`/${file}`, folder === undefined ? `/${file.slice(0, -".html".length)}` : `/${folder}`];
}

/**
 * Rewrites publicDir/_headers as described at the top of this file. Running it again gives the
 * same file. Throws, before writing anything, if a path would get a header twice.
 *
 * @param {string} publicDir the build output (public/)
 * @param {{ rootDir?: string, indexable?: boolean }} [options] rootDir holds netlify.toml
 *   (default: the parent of publicDir); indexable defaults to the deploy context's
 * @returns {Promise<WriteResult>}
 */
export async function writeHeaders(publicDir, options = {}) {
  const publicPath = path.resolve(publicDir);
  const rootDir = path.resolve(options.rootDir ?? path.dirname(publicPath));
  const indexable = options.indexable ?? isIndexable();
  if (!fs.existsSync(publicPath) || !fs.statSync(publicPath).isDirectory()) {
    throw new Error(`${publicPath} does not exist: run gatsby build first`);
  }
  const headersFile = path.join(publicPath, HEADERS_FILE);
  const previous = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : "";
  const adapterSplit = splitBlock(
    splitBlock(previous, GENERATED_BEGIN, GENERATED_END).outside,
    ADAPTER_BEGIN,
    ADAPTER_END,
  );
  const handWritten = adapterSplit.outside.trim();
  const files = listFiles(publicPath);
  /** @type {string[]} */
  const warnings = [];

  // 1. The inline code of every page (not Gatsby's slice fragments, already stitched in; not the
  //    browser editor, which has a policy of its own).
  /** @type {Set<string>} */ const scripts = new Set();
  /** @type {Set<string>} */ const styles = new Set();
  /** @type {Map<string, string>} page path without trailing "/" -> page path */
  const pages = new Map();
  const isPage = (/** @type {string} */ name) =>
    name.endsWith(".html") && !name.startsWith("_gatsby/") && !name.startsWith(ADMIN_DIR);
  for (const file of files.filter(isPage)) {
    const found = findInlineCode(fs.readFileSync(path.join(publicPath, file), "utf8"));
    found.scripts.forEach((hash) => scripts.add(hash));
    found.styles.forEach((hash) => styles.add(hash));
    warnings.push(...new Set(found.warnings.map((warning) => `${file}: ${warning}`)));
    for (const pagePath of pagePathsOf(file)) {
      if (/\*|\/:/.test(pagePath)) {
        warnings.push(`${file}: "${pagePath}" reads as a Netlify path pattern; no Cache-Control rule written for it`);
        continue;
      }
      const key = pagePath.replace(/\/$/, "") || "/";
      if (!pages.has(key)) pages.set(key, pagePath);
    }
  }

  // 2. Cache-Control for pages and hashed bundles, unless netlify.toml or a hand-written rule
  //    already sets one there.
  const projectRules = [...(await parseHeadersText(handWritten)), ...(await readNetlifyTomlRules(rootDir))];
  /** @param {string} urlPath */
  const hasCacheControl = (urlPath) => findHeaderName(headersFor(projectRules, urlPath), "Cache-Control") !== undefined;
  /** @param {string} urlPath */
  const unlessSet = (urlPath) => {
    if (!hasCacheControl(urlPath)) return true;
    warnings.push(`${urlPath}: Cache-Control already set by netlify.toml or _headers; left as is`);
    return false;
  };
  const pagePaths = [...pages.values()].sort();
  const revalidated = new Set(pagePaths.filter(unlessSet));
  const immutableAssets = files
    .filter((file) => HASHED_ROOT_BUNDLE.test(file))
    .map((file) => `/${file}`)
    .filter(unlessSet);

  // 3. The policy, and what every path gets besides it.
  const contentSecurityPolicy = buildContentSecurityPolicy({ scripts, styles });
  if (contentSecurityPolicy.length > CSP_LENGTH_WARNING) {
    warnings.push(
      `the Content-Security-Policy is ${contentSecurityPolicy.length} characters long; some proxies drop headers over 8 KB`,
    );
  }
  const everyPathRule = indexable ? undefined : { for: "/*", values: { "X-Robots-Tag": "noindex" } };
  const pageRules = pagePaths.map((pagePath) => ({
    for: pagePath,
    values: {
      "Content-Security-Policy": contentSecurityPolicy,
      ...(revalidated.has(pagePath) && { "Cache-Control": CACHE_REVALIDATE }),
    },
  }));
  const bundleRules = immutableAssets.map((assetPath) => ({
    for: assetPath,
    values: { "Cache-Control": CACHE_IMMUTABLE },
  }));
  const adminRule = adminHeaderRule({ indexable });
  const generatedRules = [...(everyPathRule ? [everyPathRule] : []), ...pageRules, adminRule, ...bundleRules];

  // 4. The adapter's entries, less the headers the project sets itself.
  const projectHeaders = new Set(
    [...projectRules, ...generatedRules].flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase())),
  );
  /** @type {Set<string>} */
  const adapterHeadersTaken = new Set();
  const adapterRules = (await parseHeadersText(adapterSplit.inside)).flatMap((rule) => {
    const values = Object.fromEntries(
      Object.entries(rule.values).filter(([name]) => {
        const owned = projectHeaders.has(name.toLowerCase());
        if (owned) adapterHeadersTaken.add(name.toLowerCase());
        return !owned;
      }),
    );
    return Object.keys(values).length > 0 ? [{ for: rule.for, values }] : [];
  });

  const text = composeHeadersFile({ handWritten, adapterRules, everyPathRule, pageRules, adminRule, bundleRules });

  // 5. Check the result the way Netlify reads it, then write it.
  const rules = [...(await parseHeadersText(text)), ...(await readNetlifyTomlRules(rootDir))];
  const probes = new Set([
    "/",
    "/__an-unknown-path__",
    ...files.map((file) => `/${file}`),
    ...[...pages.values()].flatMap((pagePath) => [pagePath, pagePath.replace(/\/$/, "")]),
  ]);
  const conflicts = findHeaderConflicts(rules, probes);
  if (conflicts.length > 0) {
    const list = conflicts
      .slice(0, 20)
      .map(
        ({ path: urlPath, header, rules: forPaths }) =>
          `  ${urlPath}: ${header} set by ${forPaths.map((p) => `"${p}"`).join(" and ")}`,
      )
      .join("\n");
    throw new Error(
      `Netlify would send these headers twice (values joined with ", "):\n${list}` +
        `${conflicts.length > 20 ? `\n  … and ${conflicts.length - 20} more` : ""}\n` +
        "Make sure at most one rule sets each header for any path (netlify.toml and public/_headers).",
    );
  }
  fs.writeFileSync(headersFile, text);
  const notFoundPage = path.join(publicPath, "404.html");
  if (fs.existsSync(notFoundPage)) {
    fs.writeFileSync(notFoundPage, withPolicyMeta(fs.readFileSync(notFoundPage, "utf8"), contentSecurityPolicy));
  }

  return {
    headersFile,
    contentSecurityPolicy,
    indexable,
    pages: [...revalidated],
    immutableAssets,
    adapterHeadersTaken: [...adapterHeadersTaken].sort(),
    hashes: { scripts: scripts.size, styles: new Set([EMPTY_STYLE_HASH, ...styles]).size },
    warnings,
  };
}

async function main() {
  const publicDir = process.argv[2] ?? "public";
  try {
    const result = await writeHeaders(publicDir);
    const relative = path.relative(process.cwd(), result.headersFile) || result.headersFile;
    console.log(
      `Wrote ${relative} (${result.indexable ? "production: indexable" : "not production: noindex on every path"}):`,
    );
    console.log(
      `  Content-Security-Policy for every page (${result.contentSecurityPolicy.length} characters): ` +
        `${result.hashes.scripts} inline script hash(es), ${result.hashes.styles} inline style hash(es)`,
    );
    console.log(`  Cache-Control (revalidate) for ${result.pages.length} page path(s): ${result.pages.join(" ")}`);
    console.log(`  Cache-Control (immutable) for ${result.immutableAssets.length} hashed bundle(s)`);
    if (result.adapterHeadersTaken.length > 0) {
      console.log(`  set here instead of by gatsby-adapter-netlify: ${result.adapterHeadersTaken.join(", ")}`);
    }
    for (const warning of result.warnings) console.warn(`  warning: ${warning}`);
  } catch (error) {
    console.error(`write-headers: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

// Run only as a command, not when the tests import it.
if (process.argv[1]?.endsWith(`${path.sep}write-headers.mjs`)) main();
