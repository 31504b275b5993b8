/** @jest-environment node */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// scripts/headers.mjs is plain ESM JavaScript (JSDoc types), outside the
// TypeScript project: load it through Jest's module system, with its API
// spelled out here so the tests type-check without allowJs.
type HeaderRule = { for: string; values: Record<string, string> };
type HeaderConflict = { path: string; header: string; rules: string[] };
type WriteResult = {
  headersFile: string;
  contentSecurityPolicy: string;
  pages: string[];
  immutableAssets: string[];
  hashes: { scripts: number; styles: number };
  warnings: string[];
};
type HeadersModule = {
  parseHeadersFile(text: string, fileName?: string): HeaderRule[];
  parseNetlifyTomlHeaders(text: string, fileName?: string): HeaderRule[];
  readHeaderRules(rootDir: string, publicDir: string): HeaderRule[];
  headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string>;
  findHeaderConflicts(rules: readonly HeaderRule[], urlPaths: Iterable<string>): HeaderConflict[];
  writeContentSecurityPolicy(publicDir: string, options?: { rootDir?: string }): WriteResult;
  cspHash(text: string): string;
  GENERATED_BEGIN: string;
};
const {
  parseHeadersFile,
  parseNetlifyTomlHeaders,
  readHeaderRules,
  headersFor,
  findHeaderConflicts,
  writeContentSecurityPolicy,
  cspHash,
  GENERATED_BEGIN,
} = jest.requireActual<HeadersModule>("../scripts/headers.mjs");

const repoRoot = path.join(__dirname, "..");
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** What a browser puts in a CSP for this exact text. */
const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The source list of one CSP directive. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "parley-headers-"));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("parseHeadersFile (Netlify's _headers format)", () => {
  it("reads path lines, indented headers, comments and blank lines", () => {
    const text = [
      "# security",
      "/*",
      "  X-Frame-Options: DENY",
      "  # a comment inside a block",
      "",
      "  Link: </style.css>; rel=preload; as=style",
      "/blog/:slug\r",
      "\tCache-Control: public, max-age=0\r",
      "\tcache-control: must-revalidate",
      "/empty",
    ].join("\n");
    expect(parseHeadersFile(text)).toEqual([
      { for: "/*", values: { "X-Frame-Options": "DENY", Link: "</style.css>; rel=preload; as=style" } },
      // the same header twice in one block: joined with ", " as Netlify does
      { for: "/blog/:slug", values: { "Cache-Control": "public, max-age=0, must-revalidate" } },
    ]);
  });

  it("rejects malformed lines with their line number", () => {
    expect(() => parseHeadersFile("X-Frame-Options: DENY\n/*\n", "_headers")).toThrow(
      /_headers:1: header "X-Frame-Options" comes before any path line/,
    );
    expect(() => parseHeadersFile("/*\n  X-Frame-Options:\n")).toThrow(/:2: missing value/);
    expect(() => parseHeadersFile("/*\n  not a header\n")).toThrow(/:2: expected a path/);
  });
});

describe("readHeaderRules", () => {
  it("returns the _headers rules, then the netlify.toml ones (Netlify's merge order)", () => {
    const publicDir = path.join(tmp, "public");
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, "_headers"), "/from-file\n  X-A: 1\n");
    fs.writeFileSync(
      path.join(tmp, "netlify.toml"),
      [
        "[build]",
        '  publish = "public"',
        "[[headers]]",
        '  for = "/from-toml"',
        "  [headers.values]",
        '    X-List = ["a", "b"]',
        "    Cache-Control = '''",
        "    public,",
        "    max-age=0'''",
      ].join("\n"),
    );
    expect(readHeaderRules(tmp, publicDir)).toEqual([
      { for: "/from-file", values: { "X-A": "1" } },
      { for: "/from-toml", values: { "X-List": "a, b", "Cache-Control": "public, max-age=0" } },
    ]);
  });

  it("treats missing files as no rules", () => {
    expect(readHeaderRules(tmp, path.join(tmp, "public"))).toEqual([]);
  });

  it("reads the repository's netlify.toml: security headers on /*, caching never on /*", () => {
    const rules = readHeaderRules(repoRoot, path.join(tmp, "no-build"));
    const everyPath = rules.find((rule) => rule.for === "/*");
    expect(everyPath?.values).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    expect(everyPath?.values["Permissions-Policy"]).toEqual(
      expect.stringMatching(/(^|, )camera=\(\).*geolocation=\(\).*microphone=\(\)/),
    );
    expect(everyPath?.values["Permissions-Policy"]).not.toMatch(/interest-cohort/);
    expect(Object.keys(everyPath?.values ?? {}).map((name) => name.toLowerCase())).not.toContain("cache-control");
    expect(headersFor(rules, "/static/abc/font.woff2")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/page-data/index/page-data.json")["Cache-Control"]).toBe(REVALIDATE);
    const probes = ["/", "/blog/", "/static/a/b.js", "/page-data/app-data.json", "/~partytown/partytown.js", "/x.css"];
    expect(findHeaderConflicts(rules, probes)).toEqual([]);
  });
});

describe("headersFor (Netlify path matching)", () => {
  const rule = (forPath: string, values: Record<string, string>): HeaderRule => ({ for: forPath, values });

  it("matches exact paths with or without a trailing slash, case-insensitively, ignoring the query", () => {
    const rules = [rule("/blog/", { "X-Page": "blog" }), rule("/about", { "X-Page": "about" })];
    expect(headersFor(rules, "/blog")).toEqual({ "X-Page": "blog" });
    expect(headersFor(rules, "/blog/")).toEqual({ "X-Page": "blog" });
    expect(headersFor(rules, "/about/")).toEqual({ "X-Page": "about" });
    expect(headersFor(rules, "/BLOG/?utm=1#top")).toEqual({ "X-Page": "blog" });
    expect(headersFor(rules, "/blog/post")).toEqual({});
    expect(headersFor(rules, "/blogger")).toEqual({});
  });

  it("supports the * splat, which matches across / (and the bare parent path)", () => {
    const rules = [rule("/*", { "X-All": "1" }), rule("/static/*", { "X-Static": "1" }), rule("/*.js", { "X-Js": "1" })];
    expect(headersFor(rules, "/")).toEqual({ "X-All": "1" });
    expect(headersFor(rules, "/a/b/c.html")).toEqual({ "X-All": "1" });
    expect(headersFor(rules, "/static")).toEqual({ "X-All": "1", "X-Static": "1" });
    expect(headersFor(rules, "/app-123.js")).toEqual({ "X-All": "1", "X-Js": "1" });
    expect(headersFor(rules, "/static/a/b.js")).toEqual({ "X-All": "1", "X-Static": "1", "X-Js": "1" });
    expect(headersFor(rules, "/appxjs")).toEqual({ "X-All": "1" });
  });

  it("supports :placeholders, which match exactly one segment", () => {
    const rules = [rule("/blog/:slug/", { "X-Post": "1" })];
    expect(headersFor(rules, "/blog/hello/")).toEqual({ "X-Post": "1" });
    expect(headersFor(rules, "/blog/hello")).toEqual({ "X-Post": "1" });
    expect(headersFor(rules, "/blog/")).toEqual({});
    expect(headersFor(rules, "/blog/a/b")).toEqual({});
  });

  it("combines every matching rule, joining a header set by two rules with ', '", () => {
    const rules = [
      rule("/*", { "Cache-Control": "public", "X-A": "1" }),
      rule("/static/*", { "cache-control": "max-age=60" }),
    ];
    expect(headersFor(rules, "/static/x.png")).toEqual({ "Cache-Control": "public, max-age=60", "X-A": "1" });
    expect(findHeaderConflicts(rules, ["/static/x.png", "/"])).toEqual([
      { path: "/static/x.png", header: "cache-control", rules: ["/*", "/static/*"] },
    ]);
  });

  it("lets a later rule for the very same path override an earlier one (netlify.toml over _headers)", () => {
    const rules = [rule("/*", { "X-Frame-Options": "SAMEORIGIN", "X-A": "1" }), rule("/*", { "x-frame-options": "DENY" })];
    expect(headersFor(rules, "/")).toEqual({ "X-Frame-Options": "DENY", "X-A": "1" });
    expect(findHeaderConflicts(rules, ["/"])).toEqual([]);
  });
});

describe("parseNetlifyTomlHeaders", () => {
  it("rejects a rule without a path", () => {
    expect(() => parseNetlifyTomlHeaders('[[headers]]\n  [headers.values]\n    X-A = "1"\n')).toThrow(/"for" must be a path/);
  });
});

describe("writeContentSecurityPolicy", () => {
  const HASH = "0123456789abcdef0123";
  const inlineScript = '\n  window.__ran = true; document.title = "a &amp; b";\n';
  const moduleScript = "window.__module = 1;";
  const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Parley"}';
  const inlineStyle = ".hero{color:rgb(1, 2, 3)}";
  const noscriptStyle = ".nojs{display:block}";
  const blogScript = 'window.pagePath="/blog/";';
  const notFoundScript = 'window.pagePath="/404.html";';

  let publicDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  };
  const headersText = () => fs.readFileSync(path.join(publicDir, "_headers"), "utf8");

  beforeEach(() => {
    publicDir = path.join(tmp, "public");
    fs.copyFileSync(path.join(repoRoot, "netlify.toml"), path.join(tmp, "netlify.toml"));
    write(
      "index.html",
      [
        "<!DOCTYPE html><html><head>",
        `<style data-emotion="css x">${inlineStyle}</style>`,
        `<script type="application/ld+json">${jsonLd}</script>`,
        `<script type="module">${moduleScript}</script>`,
        `<script src="/app-${HASH}.js" async></script>`,
        `<noscript><style>${noscriptStyle}</style></noscript>`,
        "</head><body>",
        // the browser (and so the hash) sees &quot; decoded, and the CRLF as LF
        '<p style="font-family: &quot;Inter&quot;, sans-serif">x</p>',
        '<p style="margin:0">y</p><p style="margin:0">z</p>',
        `<script>${inlineScript.replace(/\n/g, "\r\n")}</script>`,
        "</body></html>",
      ].join("\n"),
    );
    write("blog/index.html", `<html><body><main style="padding:1px">b</main><script>${blogScript}</script></body></html>`);
    write("404.html", `<html><body><h1 style="color:red">Not found</h1><script>${notFoundScript}</script></body></html>`);
    write("404/index.html", `<html><body><h1 style="color:red">Not found</h1><script>${notFoundScript}</script></body></html>`);
    write(`app-${HASH}.js`, "console.log('app');");
    write(`styles.${HASH}.css`, "body{margin:0}");
    write("static/x.js", "console.log('x');");
    write("~partytown/partytown.js", "/* not hashed */");
    write("page-data/index/page-data.json", "{}");
  });

  it("hashes inline executable scripts and inline styles as the browser does", () => {
    const result = writeContentSecurityPolicy(publicDir, { rootDir: tmp });
    const policy = result.contentSecurityPolicy;

    expect(directive(policy, "script-src").sort()).toEqual(
      ["'self'", sha256(inlineScript), sha256(moduleScript), sha256(blogScript), sha256(notFoundScript)].sort(),
    );
    expect(policy).not.toContain(sha256(jsonLd).slice(1, -1));
    expect(directive(policy, "style-src").sort()).toEqual(
      ["'self'", sha256(""), sha256(inlineStyle), sha256(noscriptStyle)].sort(),
    );
    expect(directive(policy, "style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    for (const fixed of [
      "default-src 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "upgrade-insecure-requests",
    ]) {
      expect(policy.split("; ")).toContain(fixed);
    }
    expect(result.hashes).toEqual({ scripts: 4, styles: 3 });
  });

  it("sends one policy everywhere (unknown paths too) and caching rules that never overlap", () => {
    const result = writeContentSecurityPolicy(publicDir, { rootDir: tmp });
    const rules = readHeaderRules(tmp, publicDir);
    const policy = result.contentSecurityPolicy;

    for (const urlPath of ["/", "/blog", "/blog/", "/404.html", "/no/such/page", "/static/x.js"]) {
      expect(headersFor(rules, urlPath)["Content-Security-Policy"]).toBe(policy);
      expect(headersFor(rules, urlPath)["X-Frame-Options"]).toBe("DENY");
    }
    expect(headersFor(rules, "/")["Cache-Control"]).toBe(REVALIDATE);
    expect(headersFor(rules, "/blog")["Cache-Control"]).toBe(REVALIDATE);
    expect(headersFor(rules, "/blog/")["Cache-Control"]).toBe(REVALIDATE);
    expect(headersFor(rules, "/404.html")["Cache-Control"]).toBe(REVALIDATE);
    expect(headersFor(rules, "/no/such/page")["Cache-Control"]).toBeUndefined();
    expect(headersFor(rules, `/app-${HASH}.js`)["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, `/styles.${HASH}.css`)["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/static/x.js")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/~partytown/partytown.js")["Cache-Control"]).toBeUndefined();
    expect(headersFor(rules, "/page-data/index/page-data.json")["Cache-Control"]).toBe(REVALIDATE);
    expect(result.pages).toEqual(["/", "/404", "/404.html", "/blog/"]);
    expect(result.immutableAssets).toEqual([`/app-${HASH}.js`, `/styles.${HASH}.css`]);
    expect(result.warnings).toEqual([]);
  });

  it("rewrites only its own block: idempotent, and keeps hand-written rules", () => {
    write("_headers", "# from static/_headers\n/downloads/*\n  Content-Disposition: attachment\n");
    writeContentSecurityPolicy(publicDir, { rootDir: tmp });
    const once = headersText();
    writeContentSecurityPolicy(publicDir, { rootDir: tmp });
    expect(headersText()).toBe(once);
    expect(once.startsWith("# from static/_headers\n/downloads/*\n  Content-Disposition: attachment\n")).toBe(true);
    expect(once.split(GENERATED_BEGIN)).toHaveLength(2);
    expect(once.match(/^ +Content-Security-Policy:/gm)).toHaveLength(1);

    // a new build changes the page: the block follows it
    write("blog/index.html", "<html><body><script>window.changed = 1;</script></body></html>");
    const after = writeContentSecurityPolicy(publicDir, { rootDir: tmp });
    expect(directive(after.contentSecurityPolicy, "script-src")).toContain(sha256("window.changed = 1;"));
    expect(directive(after.contentSecurityPolicy, "script-src")).not.toContain(sha256(blogScript));
    expect(headersText().split(GENERATED_BEGIN)).toHaveLength(2);
  });

  it("refuses (and writes nothing) when two rules would set the same header for a path", () => {
    fs.appendFileSync(
      path.join(tmp, "netlify.toml"),
      '\n[[headers]]\n  for = "/*"\n  [headers.values]\n    Cache-Control = "no-cache"\n',
    );
    expect(() => writeContentSecurityPolicy(publicDir, { rootDir: tmp })).toThrow(/Cache-Control|cache-control/);
    expect(fs.existsSync(path.join(publicDir, "_headers"))).toBe(false);
  });

  it("explains a missing build", () => {
    expect(() => writeContentSecurityPolicy(path.join(tmp, "missing"))).toThrow(/run gatsby build first/);
  });
});
