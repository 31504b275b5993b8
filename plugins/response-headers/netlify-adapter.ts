import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GatsbyConfig, HeaderRoutes, IAdapter, IStaticRoute, RoutesManifest } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { PAGE_HEADER_POLICY } from "./content-security-policy.mjs";
import { CACHE_FOR_GOOD, findHeaderConflicts, readHeaderRules } from "./netlify-rules.mjs";
import { restoreRenamedPages } from "./renamed-pages.mjs";

/** One rule of gatsby-config's `headers`. */
type IHeader = NonNullable<GatsbyConfig["headers"]>[number];
type Headers = IHeader["headers"];

/** A root file named after its content: "<name>-<hash>.js" (webpack's, the islands'), "<name>.<hash>.css". */
const CONTENT_NAMED = /^\/[^/]+(?:-[0-9a-f]{16,64}\.js|\.[0-9a-f]{16,64}\.css)$/;

/** Whether a `source` of gatsby-config's `headers` matches `urlPath`, as Netlify matches it. */
function matches(source: string, urlPath: string): boolean {
  return source.endsWith("/*")
    ? urlPath === source.slice(0, -2) || urlPath.startsWith(source.slice(0, -1))
    : urlPath.replace(/\/$/, "") === source.replace(/\/$/, "");
}

const has = (headers: Headers, name: string) => headers.some(({ key }) => key.toLowerCase() === name.toLowerCase());

/** The page's paths on Netlify: its own and its file's ("/" and "/index.html", "/blog" and "/blog.html"). */
const pathsOf = (pagePath: string) =>
  pagePath.endsWith(".html") ? [pagePath] : [pagePath, pagePath === "/" ? "/index.html" : `${pagePath}.html`];

/**
 * The header rules Netlify gets, one value per header per path: the rules of gatsby-config's
 * `headers` as they are, then for each file and page only what no such rule
 * already sets there. Gatsby's own rules repeat a header for every file (its Cache-Control on "/*"
 * and again on every bundle, its X-Frame-Options on "/*" and on every page), and Netlify sends a
 * header that two matching rules set with both values joined by ", ".
 *
 * - Pages: the Cache-Control Gatsby gives them and the part of their policy only a header can say
 *   (each carries the rest in a <meta>).
 * - Files: the Cache-Control Gatsby gives them; root files named after their content that this
 *   build does not know of (the islands bundle, bundles of earlier builds still published) are
 *   cached for good like its own bundles.
 */
export function headerRoutesOf(
  routes: RoutesManifest,
  configHeaders: IHeader[],
  options: { projectDir: string },
): HeaderRoutes {
  const policy = { key: "Content-Security-Policy", value: PAGE_HEADER_POLICY };
  const setByRule = (urlPath: string, name: string) =>
    configHeaders.some((rule) => matches(rule.source, urlPath) && has(rule.headers, name));
  const cacheControl = (route: IStaticRoute): Headers => {
    const given = route.headers.filter(({ key }) => key.toLowerCase() === "cache-control");
    if (given.length === 0 && CONTENT_NAMED.test(route.path)) {
      return [{ key: "Cache-Control", value: CACHE_FOR_GOOD }];
    }
    return given;
  };
  const statics = routes.filter(
    (route): route is IStaticRoute =>
      route.type === "static" && fs.existsSync(path.join(options.projectDir, route.filePath)),
  );
  const isPage = (route: IStaticRoute) =>
    route.filePath.endsWith(".html") &&
    !route.filePath.startsWith("public/_gatsby/") &&
    has(route.headers, "cache-control");
  const pagePaths = new Set(statics.filter(isPage).map((route) => route.path));
  const exact: HeaderRoutes = statics.flatMap((route) => {
    const headers = cacheControl(route).filter(({ key }) => !setByRule(route.path, key));
    if (!isPage(route)) return headers.length > 0 ? [{ path: route.path, headers }] : [];
    // "/404" is not given "/404.html": that is a page of its own.
    const paths = pathsOf(route.path).filter((urlPath) => urlPath === route.path || !pagePaths.has(urlPath));
    return paths.map((urlPath) => ({ path: urlPath, headers: [policy, ...headers] }));
  });
  return [
    ...configHeaders.map(({ source, headers }) => ({ path: source, headers })),
    ...exact.sort((a, b) => a.path.localeCompare(b.path)),
  ];
}

/** Throws if Netlify would send any header twice for a published path, or for an unknown one. */
async function checkOneValuePerHeader(projectDir: string, pagePaths: string[]) {
  const publicDir = path.join(projectDir, "public");
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  const conflicts = findHeaderConflicts(await readHeaderRules(projectDir, publicDir), [
    ...files,
    ...pagePaths,
    "/__an-unknown-path__",
  ]);
  if (conflicts.length > 0) {
    const list = conflicts
      .slice(0, 20)
      .map(({ path: urlPath, header, rules }) => `  ${urlPath}: ${header} set by ${rules.join(" and ")}`);
    throw new Error(`Netlify would send these headers twice (values joined with ", "):\n${list.join("\n")}`);
  }
}

/**
 * Runs `work` with the system's temporary folder set to a folder of its own, removed afterwards:
 * the adapter writes _headers and _redirects through folders it makes in os.tmpdir() and never
 * removes.
 */
async function inOwnTemporaryFolder(work: () => void | Promise<void>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "parley-adapter-"));
  const given = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    await work();
  } finally {
    if (given === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = given;
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * gatsby-adapter-netlify, given header rules with one value per header per path (headerRoutesOf),
 * and with the pages it renamed in an earlier build put back where Gatsby's cache expects them.
 */
export function netlifyAdapterWithHeaders(options: { headers: IHeader[] }): IAdapter {
  const netlify = netlifyAdapter();
  const projectDir = process.cwd();
  return {
    ...netlify,
    cache: {
      async restore(context) {
        const restored = await netlify.cache?.restore(context);
        const pages = restoreRenamedPages(path.join(projectDir, "public"));
        if (pages.length > 0) context.reporter.info(`put back the HTML of ${pages.join(", ")} for a warm build`);
        return restored;
      },
      store: async (context) => netlify.cache?.store(context),
    },
    async adapt(context) {
      const headerRoutes = headerRoutesOf(context.routesManifest, options.headers, { ...options, projectDir });
      await inOwnTemporaryFolder(() => netlify.adapt({ ...context, headerRoutes }));
      try {
        await checkOneValuePerHeader(
          projectDir,
          headerRoutes.map((route) => route.path).filter((urlPath) => !urlPath.includes("*")),
        );
      } catch (error) {
        context.reporter.panic(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
