/**
 * @jest-environment node
 *
 * Slow (two real `npm run build`s, about 90 s cold and 20 s warm): builds the site the way
 * Netlify builds it, in a copy of the project, for production and for a deploy preview, and
 * checks the header rules Netlify will apply to what each build publishes.
 *
 * NETLIFY_LOCAL is set as Netlify's CLI sets it for a local build: gatsby-adapter-netlify then
 * keeps its build cache inside the copy (.netlify/build-cache) instead of Netlify's machine-wide
 * /opt/build/cache, which other checkouts share and a non-root user cannot write. The copy lives
 * at a fixed place, so a later run builds warm from its own cache.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyProject } from "./support/project-copy";

type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
const { readHeaderRules, headersFor, findHeaderConflicts } = jest.requireActual<{
  readHeaderRules: (rootDir: string, publicDir: string) => Promise<HeaderRule[]>;
  headersFor: (rules: readonly HeaderRule[], urlPath: string) => Record<string, string>;
  findHeaderConflicts: (rules: readonly HeaderRule[], urlPaths: Iterable<string>) => unknown[];
}>("../scripts/headers.mjs");
const { findInlineCode } = jest.requireActual<{
  findInlineCode: (html: string) => { scripts: Set<string>; styles: Set<string> };
}>("../scripts/content-security-policy.mjs");

const project = path.join(os.tmpdir(), "parley-netlify-build");
const publicDir = path.join(project, "public");
const { siteUrl } = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "site.json"), "utf8")) as {
  siteUrl: string;
};

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const SECURITY_HEADERS = [
  "Strict-Transport-Security",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Cross-Origin-Resource-Policy",
];

/** `npm run build` in the copy, with the environment Netlify's build image gives it. */
function netlifyBuild(context: string) {
  return spawnSync("npm", ["run", "build"], {
    cwd: project,
    env: { ...process.env, NETLIFY: "true", NETLIFY_LOCAL: "true", CONTEXT: context, CI: "true", NO_COLOR: "1" },
    encoding: "utf8",
    timeout: 300_000,
  });
}

/** Every path the build publishes, the page paths without their file names, and an unknown one. */
function publishedPaths(): string[] {
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  return [...files, "/", "/blog", "/blog/", "/404", "/no/such/page"];
}

/** Header names in lower case, as a client reads them. */
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

beforeAll(() => copyProject(project));

describe.each([
  { context: "production", indexable: true },
  { context: "deploy-preview", indexable: false },
])("a Netlify build for $context", ({ context, indexable }) => {
  let rules: HeaderRule[];

  beforeAll(async () => {
    const build = netlifyBuild(context);
    if (build.status !== 0)
      throw new Error(`npm run build failed (${build.status}):\n${build.stdout}\n${build.stderr}`);
    rules = await readHeaderRules(project, publicDir);
  }, 320_000);

  it("gives every published path, and unknown ones, at most one value per header", () => {
    expect(findHeaderConflicts(rules, publishedPaths())).toEqual([]);
  });

  it("sends the security headers and a policy that allows each page's inline code", () => {
    for (const [urlPath, file] of [
      ["/", "index.html"],
      ["/blog", "blog.html"],
      ["/no/such/page", "404.html"],
    ]) {
      const headers = lowerCased(headersFor(rules, urlPath));
      for (const name of SECURITY_HEADERS) expect(headers[name.toLowerCase()]).toBeTruthy();
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      // Unknown paths have no rule of their own: the 404 page carries the policy in a <meta>.
      const policy =
        headers["content-security-policy"] ??
        /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
      expect(policy).toContain("default-src 'self'");
      const { scripts, styles } = findInlineCode(html);
      for (const hash of [...scripts, ...styles]) expect(policy).toContain(hash);
    }
  });

  it("caches hashed files for a year and revalidates pages and page data", () => {
    const bundle = fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
    const staticFile = publishedPaths().find((urlPath) => urlPath.startsWith("/static/"));
    expect(lowerCased(headersFor(rules, `/${bundle}`))["cache-control"]).toBe(IMMUTABLE);
    expect(lowerCased(headersFor(rules, staticFile!))["cache-control"]).toBe(IMMUTABLE);
    for (const urlPath of ["/", "/blog", "/page-data/index/page-data.json"]) {
      expect(lowerCased(headersFor(rules, urlPath))["cache-control"]).toBe(REVALIDATE);
    }
  });

  it(indexable ? "lets search engines index the site" : "keeps every path out of search engines", () => {
    const robotsTags = publishedPaths().map((urlPath) => lowerCased(headersFor(rules, urlPath))["x-robots-tag"]);
    const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8");
    if (indexable) {
      // Everything but the browser editor, which stays out of search engines.
      const paths = publishedPaths();
      const misjudged = paths.filter((urlPath, index) => Boolean(robotsTags[index]) !== urlPath.startsWith("/admin/"));
      expect(misjudged).toEqual([]);
      expect(robots).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
    } else {
      expect(new Set(robotsTags)).toEqual(new Set(["noindex"]));
      expect(robots).toBe("User-agent: *\nDisallow: /\n");
    }
  });

  it("keeps the production address in canonical URLs, share cards and the sitemap", () => {
    const landing = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
    expect(landing).toContain(`<link rel="canonical" href="${siteUrl}/"`);
    expect(landing).toMatch(new RegExp(`<meta property="og:image" content="${siteUrl}/static/`));
    expect(fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")).toContain(`<loc>${siteUrl}/blog</loc>`);
  });
});
