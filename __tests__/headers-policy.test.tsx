/** @jest-environment node */
/** @jsxImportSource react */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { IStaticRoute, RoutesManifest } from "gatsby";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { onPreRenderHTML } from "../plugins/response-headers/gatsby-ssr";
import { headerRoutesOf, siteHeaders } from "../headers/index.mjs";
import { findHeaderConflicts, headersFor, IMMUTABLE, readHeadersFileRules, REVALIDATE } from "./support/header-rules";
import { findInlineCode, metaPolicyOf, type PolicyHashing } from "./support/inline-code";
import { temporaryDirectory } from "./support/temporary-directory";

// headers/ and its plugin: each page's Content-Security-Policy from the inline code it is
// rendered with, in the page's <meta>, and the header rules the adapter writes for Netlify: one
// value per header per path.

const tmp = temporaryDirectory("headers");
// The policy is the build's (gatsby build runs with NODE_ENV=production; gatsby develop without it).
const givenNodeEnv = process.env.NODE_ENV;
beforeEach(() => {
  process.env.NODE_ENV = "production";
});
afterEach(() => {
  process.env.NODE_ENV = givenNodeEnv;
});

/** What a browser puts in a CSP for this exact text. */
const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A CSP's directives: each directive's name with its source list. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const inlineScript = '\n  window.__ran = true; document.title = "a & b";\n';
const moduleScript = "window.__module = 1;";
const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Parley"}';
const inlineStyle = ".hero{color:rgb(1, 2, 3)}";
const noscriptStyle = ".nojs{display:block}";

/** Renders a page's head and end as Gatsby would, through the plugin; returns the written page and its policy. */
function renderPage(head: ReactNode[], postBody: ReactNode[] = []) {
  let headComponents = head;
  (onPreRenderHTML as (args: object) => void)({
    getHeadComponents: () => headComponents,
    replaceHeadComponents: (components: ReactNode[]) => {
      headComponents = components;
    },
    getPreBodyComponents: () => [],
    getPostBodyComponents: () => postBody,
  });
  const html = `<!DOCTYPE html><html><head>${renderToStaticMarkup(<>{headComponents}</>)}</head><body>${renderToStaticMarkup(<>{postBody}</>)}</body></html>`;
  return { html, policy: metaPolicyOf(html) ?? "" };
}

const page = () =>
  renderPage(
    [
      <style key="css" dangerouslySetInnerHTML={{ __html: inlineStyle }} />,
      <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />,
      <script key="module" type="module" dangerouslySetInnerHTML={{ __html: moduleScript }} />,
      <script key="app" src="/app.js" async />,
      <noscript key="nojs">
        <style dangerouslySetInnerHTML={{ __html: noscriptStyle }} />
      </noscript>,
    ],
    [<script key="inline" dangerouslySetInnerHTML={{ __html: inlineScript }} />],
  );

describe("each page's Content-Security-Policy", () => {
  it("hashes the page's inline executable scripts and styles, as a browser reading the written page does", () => {
    const { html, policy } = page();
    // First in the head: a <meta> policy covers only what comes after it.
    expect(html).toMatch(/^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy"/);
    const { "script-src": scripts, "style-src": styles, ...fixed } = directives(policy);
    expect(scripts.sort()).toEqual(["'self'", sha256(inlineScript), sha256(moduleScript)].sort());
    expect(styles.sort()).toEqual(["'self'", sha256(inlineStyle), sha256(noscriptStyle)].sort());
    const found = findInlineCode(html, jest.requireActual<PolicyHashing>("../headers/index.mjs"));
    expect([...found.scripts, ...found.styles].sort()).toEqual(
      [...scripts, ...styles].filter((source) => source !== "'self'").sort(),
    );
    expect(fixed).toEqual({
      "default-src": ["'self'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
      "form-action": ["'self'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "manifest-src": ["'none'"],
      "style-src-attr": ["'none'"],
    });
  });

  it("leaves the pages of gatsby develop, which runs scripts of its own, without one", () => {
    process.env.NODE_ENV = "development";
    expect(page().html).not.toContain("Content-Security-Policy");
  });

  it("refuses an inline script whose text React would escape", () => {
    expect(() => renderPage([<script key="x">{"window.a = 1 < 2;"}</script>])).toThrow(/React children/);
  });
});

/** A build's routes as Gatsby gives them to the adapter, with their files written under the project. */
function routes(): RoutesManifest {
  const MUST_REVALIDATE = [
    { key: "cache-control", value: REVALIDATE },
    { key: "x-frame-options", value: "DENY" },
  ];
  const PERMANENT = [{ key: "cache-control", value: IMMUTABLE }, ...MUST_REVALIDATE.slice(1)];
  const BASE = MUST_REVALIDATE.slice(1);
  const list: [string, string, IStaticRoute["headers"]][] = [
    ["/", "public/index.html", MUST_REVALIDATE],
    ["/blog", "public/blog/index.html", MUST_REVALIDATE],
    ["/404", "public/404/index.html", MUST_REVALIDATE],
    ["/404.html", "public/404.html", MUST_REVALIDATE],
    ["/page-data/index/page-data.json", "public/page-data/index/page-data.json", MUST_REVALIDATE],
    ["/app-0123456789abcdef0123.js", "public/app-0123456789abcdef0123.js", PERMANENT],
    ["/static/x.woff2", "public/static/x.woff2", PERMANENT],
    ["/islands-0123456789abcdef0123.js", "public/islands-0123456789abcdef0123.js", BASE],
    ["/admin/index.html", "public/admin/index.html", BASE],
    ["/chunk-map.json", "public/chunk-map.json", MUST_REVALIDATE],
  ];
  return list.map(([urlPath, filePath, headers], index) => {
    // The last one was pruned from the build: no file, no rule.
    if (index < list.length - 1) {
      fs.mkdirSync(path.dirname(path.join(tmp.dir, filePath)), { recursive: true });
      fs.writeFileSync(path.join(tmp.dir, filePath), "x");
    }
    return { type: "static", path: urlPath, filePath, headers };
  });
}

/** The rules the adapter writes for Netlify, as Netlify's parser reads them. */
async function netlifyRules(indexable: boolean) {
  const headerRoutes = headerRoutesOf(routes(), siteHeaders({ indexable }), { projectDir: tmp.dir });
  const file = path.join(tmp.dir, "_headers");
  fs.writeFileSync(
    file,
    headerRoutes
      .map((route) => `${route.path}\n${route.headers.map(({ key, value }) => `  ${key}: ${value}\n`).join("")}`)
      .join(""),
  );
  return { headerRoutes, rules: await readHeadersFileRules(file) };
}

describe("the header rules for Netlify", () => {
  const probes = [
    "/",
    "/index.html",
    "/blog",
    "/blog/",
    "/blog.html",
    "/404",
    "/404.html",
    "/no/such/page",
    "/admin/",
    "/admin/cms.js",
    "/app-0123456789abcdef0123.js",
    "/islands-0123456789abcdef0123.js",
    "/static/x.woff2",
    "/page-data/index/page-data.json",
    "/robots.txt",
  ];

  it("send each header once per path: the security headers everywhere, on pages the framing policy, and caching by kind", async () => {
    const { rules } = await netlifyRules(true);
    expect(findHeaderConflicts(rules, probes)).toEqual([]);
    for (const urlPath of probes) {
      expect(headersFor(rules, urlPath)["X-Frame-Options"]).toBe("DENY");
      expect(headersFor(rules, urlPath)["X-XSS-Protection"]).toBe("0");
    }
    const policyOf = (urlPath: string) => headersFor(rules, urlPath)["Content-Security-Policy"];
    for (const urlPath of ["/", "/index.html", "/blog", "/blog/", "/blog.html", "/404", "/404.html"]) {
      expect(policyOf(urlPath)).toBe("frame-ancestors 'none'; upgrade-insecure-requests");
      expect(headersFor(rules, urlPath)["cache-control"]).toBe(REVALIDATE);
    }
    // Unknown paths get 404.html: only its <meta> policy, and X-Frame-Options.
    expect(policyOf("/no/such/page")).toBeUndefined();
    expect(headersFor(rules, "/no/such/page")["cache-control"]).toBeUndefined();
    expect(directives(policyOf("/admin/"))["script-src"]).toEqual(["'self'", "'unsafe-eval'"]);
    expect(headersFor(rules, "/admin/")["X-Robots-Tag"]).toBe("noindex");
    // Any other path under /admin/ gets the 404 page, whose own policy must hold alone.
    expect(policyOf("/admin/index.html")).toBe(policyOf("/admin/"));
    expect(policyOf("/admin/no-such-file")).toBeUndefined();
    expect(headersFor(rules, "/")["X-Robots-Tag"]).toBeUndefined();
    const cacheOf = (urlPath: string) =>
      Object.entries(headersFor(rules, urlPath)).find(([key]) => /^cache-control$/i.test(key))?.[1];
    expect(cacheOf("/app-0123456789abcdef0123.js")).toBe(IMMUTABLE);
    expect(cacheOf("/islands-0123456789abcdef0123.js")).toBe(IMMUTABLE);
    expect(cacheOf("/static/x.woff2")).toBe(IMMUTABLE);
    expect(cacheOf("/page-data/index/page-data.json")).toBe(REVALIDATE);
    expect(cacheOf("/robots.txt")).toBeUndefined();
  });

  it("send the security headers on every path, and no opener policy but the editor's", async () => {
    const { rules } = await netlifyRules(true);
    for (const urlPath of probes) {
      const values = headersFor(rules, urlPath);
      expect({ urlPath, values }).toMatchObject({
        urlPath,
        values: {
          "X-Content-Type-Options": "nosniff",
          "Referrer-Policy": "strict-origin-when-cross-origin",
          "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
          "Cross-Origin-Resource-Policy": "same-origin",
        },
      });
      expect(values["Permissions-Policy"]).toMatch(/(^|, )camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(values["Permissions-Policy"]).not.toMatch(/interest-cohort/);
      // An opener policy would start a new renderer process on every visit to a page; the editor's
      // page, which holds a login, gets a browsing-context group of its own.
      expect({ urlPath, opener: values["Cross-Origin-Opener-Policy"] }).toEqual({
        urlPath,
        opener: ["/admin/", "/admin/index.html"].includes(urlPath) ? "same-origin" : undefined,
      });
    }
  });

  it("writes no rule for a file the build pruned", async () => {
    const { headerRoutes } = await netlifyRules(true);
    expect(headerRoutes.map((route) => route.path)).not.toContain("/chunk-map.json");
  });

  it("keeps every path of a deploy preview out of search engines", async () => {
    const { rules } = await netlifyRules(false);
    expect(findHeaderConflicts(rules, probes)).toEqual([]);
    for (const urlPath of probes) expect(headersFor(rules, urlPath)["X-Robots-Tag"]).toBe("noindex");
  });
});
