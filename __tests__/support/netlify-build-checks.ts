/**
 * The header rules Netlify applies to what a build publishes, checked the same way for both
 * builds `npm test` makes: the production build in public/ (`npm run test:build`,
 * __tests__/build/netlify-build.test.ts) and the deploy preview of a copy with posts, which the
 * browser tests build (e2e/deploy-preview/). Each check returns what is wrong, in words, so a test
 * of either runner asserts that it is nothing.
 */
import fs from "node:fs";
import path from "node:path";
import * as headers from "../../headers/index.mjs";
import { findInlineCode, metaPolicyOf } from "./inline-code";

export type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };

export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";
const SECURITY_HEADERS = [
  "Strict-Transport-Security",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Resource-Policy",
];

/** A path no file or page has: Netlify answers it with 404.html. */
const UNKNOWN_PATH = "/no/such/page";

/** A build as Netlify would publish it: its files, its header rules and the site's address. */
export interface NetlifyBuild {
  publicDir: string;
  siteUrl: string;
  /** Every path the build publishes, the page paths without their file names, and an unknown one. */
  publishedPaths: string[];
  /** The headers Netlify sends for a path, names in lower case as a client reads them. */
  headersAt: (urlPath: string) => Record<string, string>;
  conflicts: () => unknown[];
  inlineCodeOf: (html: string) => { scripts: Set<string>; styles: Set<string> };
}

/** Reads the build of the project at `projectDir` (run `npm run build` there first). */
export async function readNetlifyBuild(projectDir: string): Promise<NetlifyBuild> {
  const publicDir = path.join(projectDir, "public");
  if (!fs.existsSync(path.join(publicDir, "_headers")))
    throw new Error(`${publicDir} holds no complete build: run \`npm run build\` first (\`npm test\` does)`);
  const { readHeaderRules, headersFor, findHeaderConflicts } = headers;
  const policyHashing = headers;
  const rules = await readHeaderRules(projectDir, publicDir);
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  const publishedPaths = [...files, "/", "/blog", "/blog/", "/404", UNKNOWN_PATH];
  const { siteUrl } = JSON.parse(fs.readFileSync(path.join(projectDir, "data", "site.json"), "utf8")) as {
    siteUrl: string;
  };
  return {
    publicDir,
    siteUrl,
    publishedPaths,
    headersAt: (urlPath) =>
      Object.fromEntries(
        Object.entries(headersFor(rules, urlPath)).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    conflicts: () => findHeaderConflicts(rules, publishedPaths),
    inlineCodeOf: (html) => findInlineCode(html, policyHashing),
  };
}

/**
 * Each page of the build at the address Netlify serves it ("/blog" for blog.html, "/" for
 * index.html), and an unknown path, which Netlify answers with 404.html. The editor (/admin/)
 * has a policy of its own; Gatsby's own HTML fragments (/_gatsby/, /page-data/) are no pages.
 */
function pagesOf(build: NetlifyBuild): [urlPath: string, file: string][] {
  const pages = build.publishedPaths
    .filter((urlPath) => urlPath.endsWith(".html") && !/^\/(admin|_gatsby|page-data)\//.test(urlPath))
    .map((file): [string, string] => [file === "/index.html" ? "/" : file.replace(/(\/index)?\.html$/, ""), file]);
  return [...pages, [UNKNOWN_PATH, "/404.html"]];
}

/** Each check of a build: a test name, and what is wrong with the build (nothing when it passes). */
export function netlifyBuildChecks({ indexable }: { indexable: boolean }) {
  return [
    {
      name: "publishes no HTML without a script policy, and no script no page loads",
      problems: (build: NetlifyBuild) => {
        const html = build.publishedPaths.filter((urlPath) => urlPath.endsWith(".html"));
        const text = (urlPath: string) => fs.readFileSync(path.join(build.publicDir, urlPath), "utf8");
        const unguarded = html.filter(
          (urlPath) =>
            !(metaPolicyOf(text(urlPath)) ?? build.headersAt(urlPath)["content-security-policy"] ?? "").includes(
              "script-src",
            ),
        );
        const loaded = html.map(text).join("\n");
        const unloaded = build.publishedPaths.filter(
          (urlPath) => /^\/[^/]+\.js$/.test(urlPath) && !loaded.includes(`"${urlPath}"`),
        );
        const adminPolicyElsewhere = build.headersAt("/admin/no-such-file")["content-security-policy"];
        return [
          ...unguarded.map((urlPath) => `${urlPath}: no script policy`),
          ...unloaded.map((urlPath) => `${urlPath}: published, and no page loads it`),
          ...(adminPolicyElsewhere ? [`/admin/no-such-file: the editor's policy on the 404 page`] : []),
        ];
      },
    },
    {
      name: "gives every published path, and unknown ones, at most one value per header",
      problems: (build: NetlifyBuild) => build.conflicts().map((conflict) => JSON.stringify(conflict)),
    },
    {
      name: "sends the security headers on every page, with a policy in its <meta> that allows the page's inline code",
      problems: (build: NetlifyBuild) =>
        pagesOf(build).flatMap(([urlPath, file]) => {
          const headers = build.headersAt(urlPath);
          const missing = SECURITY_HEADERS.filter((name) => !headers[name.toLowerCase()]).map(
            (name) => `${urlPath}: no ${name}`,
          );
          // Unknown paths have no rule of their own: X-Frame-Options keeps the 404 page out of frames.
          const headerPolicy = "frame-ancestors 'none'; upgrade-insecure-requests";
          if (urlPath !== UNKNOWN_PATH && headers["content-security-policy"] !== headerPolicy) {
            missing.push(`${urlPath}: no Content-Security-Policy header ${headerPolicy}`);
          }
          const html = fs.readFileSync(path.join(build.publicDir, file), "utf8");
          const policy = metaPolicyOf(html) ?? "";
          if (!policy.includes("default-src 'self'"))
            missing.push(`${urlPath}: no <meta> policy with default-src 'self'`);
          const { scripts, styles } = build.inlineCodeOf(html);
          const unhashed = [...scripts, ...styles].filter((hash) => !policy.includes(hash));
          return [...missing, ...unhashed.map((hash) => `${urlPath}: inline code ${hash} not in the policy`)];
        }),
    },
    {
      name: "caches hashed files for a year and revalidates pages and page data",
      problems: (build: NetlifyBuild) => {
        const bundle = build.publishedPaths.find((urlPath) => /^\/islands-[0-9a-f]{20}\.js$/.test(urlPath));
        const staticFile = build.publishedPaths.find((urlPath) => urlPath.startsWith("/static/"));
        const expected: [string | undefined, string][] = [
          [bundle, IMMUTABLE],
          [staticFile, IMMUTABLE],
          ...["/", "/blog", "/page-data/index/page-data.json"].map((urlPath): [string, string] => [
            urlPath,
            REVALIDATE,
          ]),
        ];
        return expected.flatMap(([urlPath, cacheControl]) => {
          if (!urlPath) return [`no file for a ${cacheControl} check`];
          const actual = build.headersAt(urlPath)["cache-control"];
          return actual === cacheControl ? [] : [`${urlPath}: Cache-Control ${actual}, expected ${cacheControl}`];
        });
      },
    },
    {
      name: indexable ? "lets search engines index the site" : "keeps every path out of search engines",
      problems: (build: NetlifyBuild) => {
        const robots = fs.readFileSync(path.join(build.publicDir, "robots.txt"), "utf8");
        const expectedRobots = indexable
          ? `User-agent: *\nAllow: /\n\nSitemap: ${build.siteUrl}/sitemap-index.xml\n`
          : "User-agent: *\nDisallow: /\n";
        const problems = robots === expectedRobots ? [] : [`robots.txt is ${JSON.stringify(robots)}`];
        for (const urlPath of build.publishedPaths) {
          const tag = build.headersAt(urlPath)["x-robots-tag"];
          // In production, everything but the browser editor, which stays out of search engines.
          const expectedTag = indexable && !urlPath.startsWith("/admin/") ? undefined : "noindex";
          if (tag !== expectedTag) problems.push(`${urlPath}: X-Robots-Tag ${tag}, expected ${expectedTag}`);
        }
        return problems;
      },
    },
    {
      name: "keeps the production address in canonical URLs, share cards and the sitemap",
      problems: (build: NetlifyBuild) => {
        const landing = fs.readFileSync(path.join(build.publicDir, "index.html"), "utf8");
        const sitemap = fs.readFileSync(path.join(build.publicDir, "sitemap-0.xml"), "utf8");
        return [
          [landing.includes(`<link rel="canonical" href="${build.siteUrl}/"`), "the landing page's canonical URL"],
          [landing.includes(`<meta property="og:image" content="${build.siteUrl}/static/`), "its share card"],
          [sitemap.includes(`<loc>${build.siteUrl}/blog</loc>`), "/blog in the sitemap"],
        ].flatMap(([holds, what]) => (holds ? [] : [`${String(what)} is not at ${build.siteUrl}`]));
      },
    },
  ];
}
