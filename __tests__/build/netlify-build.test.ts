/**
 * @jest-environment node
 *
 * `npm run test:build`, after `npm run build`: the header rules Netlify applies to what a build
 * publishes, for the production build `npm test` has just made (public/; a build without
 * CONTEXT is a production build) and for a deploy preview, built here as Netlify builds it, in a
 * copy of the project. The browser tests serve the same production build.
 *
 * The copy builds cold: Gatsby's cache holds absolute paths (every picture's job, webpack's
 * modules), so the repository's cache would not spare it any work. NETLIFY_LOCAL is set as
 * Netlify's CLI sets it for a local build: the adapter then keeps its build cache inside the
 * copy (.netlify/build-cache) instead of Netlify's machine-wide /opt/build/cache, which other
 * checkouts share and a non-root user cannot write.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findInlineCode, metaPolicyOf } from "../support/inline-code";
import { copyProject, root } from "../support/project-copy";

type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
const { readHeaderRules, headersFor, findHeaderConflicts } = jest.requireActual<{
  readHeaderRules: (rootDir: string, publicDir: string) => Promise<HeaderRule[]>;
  headersFor: (rules: readonly HeaderRule[], urlPath: string) => Record<string, string>;
  findHeaderConflicts: (rules: readonly HeaderRule[], urlPaths: Iterable<string>) => unknown[];
}>("../../plugins/response-headers/netlify-rules.mjs");

const { siteUrl } = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")) as {
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

/**
 * `npm run build` in `project`, with the environment Netlify's build image gives it. Its output
 * goes to the terminal as it comes: the build takes a minute or more.
 */
function netlifyBuild(project: string, context: string): Promise<void> {
  const build = spawn("npm", ["run", "build"], {
    cwd: project,
    env: { ...process.env, NETLIFY: "true", NETLIFY_LOCAL: "true", CONTEXT: context, CI: "true", NO_COLOR: "1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    build.on("error", reject);
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code}), above`))));
  });
}

/** Every path the build publishes, the page paths without their file names, and an unknown one. */
function publishedPathsOf(publicDir: string): string[] {
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  return [...files, "/", "/blog", "/blog/", "/404", "/no/such/page"];
}

/** Header names in lower case, as a client reads them. */
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** The deploy preview's copy of the project, made for this run and deleted after it. */
let previewProject = "";
afterAll(() => {
  if (previewProject) fs.rmSync(previewProject, { recursive: true, force: true });
});

/** The project folder of each build, built when its tests start. */
const builds = {
  production: async () => {
    if (!fs.existsSync(path.join(root, "public", "_headers")))
      throw new Error("public/ holds no complete build: run `npm run build` first (`npm test` does)");
    return root;
  },
  "deploy-preview": async () => {
    previewProject = fs.mkdtempSync(path.join(os.tmpdir(), "parley-deploy-preview-"));
    copyProject(previewProject);
    await netlifyBuild(previewProject, "deploy-preview");
    return previewProject;
  },
};

describe.each([
  { context: "production", indexable: true },
  { context: "deploy-preview", indexable: false },
] as const)("a Netlify build for $context", ({ context, indexable }) => {
  let rules: HeaderRule[];
  let publicDir = "";
  const publishedPaths = () => publishedPathsOf(publicDir);

  beforeAll(async () => {
    const project = await builds[context]();
    publicDir = path.join(project, "public");
    rules = await readHeaderRules(project, publicDir);
  }, 600_000);

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
      const policy = headers["content-security-policy"] ?? metaPolicyOf(html);
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
