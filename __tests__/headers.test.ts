/** @jest-environment node */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The scripts are plain ESM JavaScript (JSDoc types), outside the TypeScript project: load them
// through Jest's module system, with their API spelled out here so the tests type-check.
type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
type HeaderConflict = { path: string; header: string; rules: string[] };
type WriteResult = {
  headersFile: string;
  contentSecurityPolicy: string;
  indexable: boolean;
  pages: string[];
  immutableAssets: string[];
  adapterHeadersTaken: string[];
  hashes: { scripts: number; styles: number };
  warnings: string[];
};
const { readHeaderRules, readHeadersFileRules, headersFor, findHeaderConflicts } = jest.requireActual<{
  readHeaderRules(rootDir: string, publicDir: string): Promise<HeaderRule[]>;
  readHeadersFileRules(file: string): Promise<HeaderRule[]>;
  headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string>;
  findHeaderConflicts(rules: readonly HeaderRule[], urlPaths: Iterable<string>): HeaderConflict[];
}>("../scripts/headers.mjs");
const { cspHash } = jest.requireActual<{ cspHash(text: string): string }>("../scripts/content-security-policy.mjs");
const { writeHeaders, GENERATED_BEGIN, ADAPTER_BEGIN, ADAPTER_END } = jest.requireActual<{
  writeHeaders(publicDir: string, options?: { rootDir?: string; indexable?: boolean }): Promise<WriteResult>;
  GENERATED_BEGIN: string;
  ADAPTER_BEGIN: string;
  ADAPTER_END: string;
}>("../scripts/write-headers.mjs");

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

/** The rules of a `_headers` text, read by Netlify's parser. */
async function rulesOf(text: string): Promise<HeaderRule[]> {
  const file = path.join(tmp, `rules-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, text);
  return readHeadersFileRules(file);
}

describe("readHeaderRules", () => {
  it("returns the _headers rules, then the netlify.toml ones (Netlify's merge order)", async () => {
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
    const rules = await readHeaderRules(tmp, publicDir);
    expect(rules.map(({ for: forPath, values }) => ({ for: forPath, values }))).toEqual([
      { for: "/from-file", values: { "X-A": "1" } },
      { for: "/from-toml", values: { "X-List": "a, b", "Cache-Control": "public, max-age=0" } },
    ]);
  });

  it("treats missing files as no rules", async () => {
    expect(await readHeaderRules(tmp, path.join(tmp, "public"))).toEqual([]);
  });

  it("rejects a file Netlify cannot read, with the parser's message", async () => {
    fs.writeFileSync(path.join(tmp, "netlify.toml"), '[[headers]]\n  [headers.values]\n    X-A = "1"\n');
    await expect(readHeaderRules(tmp, path.join(tmp, "public"))).rejects.toThrow(/Missing "for" field/);
  });

  it("reads the repository's netlify.toml: security headers on /*, caching never on /*", async () => {
    const rules = await readHeaderRules(repoRoot, path.join(tmp, "no-build"));
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
  /** Rules written as Netlify's `_headers` lines, in order. */
  const rulesFrom = (...entries: [string, Record<string, string>][]) =>
    rulesOf(
      entries
        .map(([forPath, values]) =>
          [forPath, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
        )
        .join("\n"),
    );

  it("matches exact paths with or without a trailing slash, case-insensitively, ignoring the query", async () => {
    const rules = await rulesFrom(["/blog/", { "X-Page": "blog" }], ["/about", { "X-Page": "about" }]);
    expect(headersFor(rules, "/blog")).toEqual({ "X-Page": "blog" });
    expect(headersFor(rules, "/blog/")).toEqual({ "X-Page": "blog" });
    expect(headersFor(rules, "/about/")).toEqual({ "X-Page": "about" });
    expect(headersFor(rules, "/BLOG/?utm=1#top")).toEqual({ "X-Page": "blog" });
    expect(headersFor(rules, "/blog/post")).toEqual({});
    expect(headersFor(rules, "/blogger")).toEqual({});
  });

  it("supports the * splat, which matches across / (and the bare parent path)", async () => {
    const rules = await rulesFrom(
      ["/*", { "X-All": "1" }],
      ["/static/*", { "X-Static": "1" }],
      ["/*.js", { "X-Js": "1" }],
    );
    expect(headersFor(rules, "/")).toEqual({ "X-All": "1" });
    expect(headersFor(rules, "/a/b/c.html")).toEqual({ "X-All": "1" });
    expect(headersFor(rules, "/static")).toEqual({ "X-All": "1", "X-Static": "1" });
    expect(headersFor(rules, "/app-123.js")).toEqual({ "X-All": "1", "X-Js": "1" });
    expect(headersFor(rules, "/static/a/b.js")).toEqual({ "X-All": "1", "X-Static": "1", "X-Js": "1" });
    // Netlify's parser leaves the "." of a segment with a "*" unescaped: it matches any character.
    expect(headersFor(rules, "/appxjs")).toEqual({ "X-All": "1", "X-Js": "1" });
    expect(headersFor(rules, "/app.css")).toEqual({ "X-All": "1" });
  });

  it("supports :placeholders, which match exactly one segment", async () => {
    const rules = await rulesFrom(["/blog/:slug/", { "X-Post": "1" }]);
    expect(headersFor(rules, "/blog/hello/")).toEqual({ "X-Post": "1" });
    expect(headersFor(rules, "/blog/hello")).toEqual({ "X-Post": "1" });
    expect(headersFor(rules, "/blog/")).toEqual({});
    expect(headersFor(rules, "/blog/a/b")).toEqual({});
  });

  it("combines every matching rule, joining a header set by two rules with ', '", async () => {
    const rules = await rulesFrom(
      ["/*", { "Cache-Control": "public", "X-A": "1" }],
      ["/static/*", { "cache-control": "max-age=60" }],
    );
    expect(headersFor(rules, "/static/x.png")).toEqual({ "Cache-Control": "public, max-age=60", "X-A": "1" });
    expect(findHeaderConflicts(rules, ["/static/x.png", "/"])).toEqual([
      { path: "/static/x.png", header: "cache-control", rules: ["/*", "/static/*"] },
    ]);
  });

  it("lets a later rule for the very same path override an earlier one (netlify.toml over _headers)", async () => {
    const rules = await rulesFrom(
      ["/*", { "X-Frame-Options": "SAMEORIGIN", "X-A": "1" }],
      ["/*", { "x-frame-options": "DENY" }],
    );
    expect(headersFor(rules, "/")).toEqual({ "X-Frame-Options": "DENY", "X-A": "1" });
    expect(findHeaderConflicts(rules, ["/"])).toEqual([]);
  });
});

describe("writeHeaders", () => {
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
    write(
      "blog/index.html",
      `<html><body><main style="padding:1px">b</main><script>${blogScript}</script></body></html>`,
    );
    write(
      "404.html",
      `<html><body><h1 style="color:red">Not found</h1><script>${notFoundScript}</script></body></html>`,
    );
    write(
      "404/index.html",
      `<html><body><h1 style="color:red">Not found</h1><script>${notFoundScript}</script></body></html>`,
    );
    write(`app-${HASH}.js`, "console.log('app');");
    write(`styles.${HASH}.css`, "body{margin:0}");
    write("static/x.js", "console.log('x');");
    write("~partytown/partytown.js", "/* not hashed */");
    write("page-data/index/page-data.json", "{}");
  });

  it("hashes inline executable scripts and inline styles as the browser does", async () => {
    const result = await writeHeaders(publicDir, { rootDir: tmp, indexable: true });
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

  it("sends one policy everywhere (unknown paths too) and caching rules that never overlap", async () => {
    const result = await writeHeaders(publicDir, { rootDir: tmp, indexable: true });
    const rules = await readHeaderRules(tmp, publicDir);
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
    expect(headersFor(rules, "/")["X-Robots-Tag"]).toBeUndefined();
  });

  it("keeps every path of a deploy preview out of search engines", async () => {
    const result = await writeHeaders(publicDir, { rootDir: tmp, indexable: false });
    const rules = await readHeaderRules(tmp, publicDir);
    expect(result.indexable).toBe(false);
    for (const urlPath of ["/", "/blog", "/no/such/page", `/app-${HASH}.js`, "/static/x.js", "/robots.txt"]) {
      expect(headersFor(rules, urlPath)["X-Robots-Tag"]).toBe("noindex");
    }
  });

  it("takes out of the adapter's block the headers the project sets, and keeps the rest", async () => {
    write(
      "_headers",
      [
        ADAPTER_BEGIN,
        "/*",
        "  cache-control: public, max-age=0, must-revalidate",
        "  x-frame-options: DENY",
        "  referrer-policy: same-origin",
        "  x-adapter-only: kept",
        `/app-${HASH}.js`,
        "  cache-control: public, max-age=31536000, immutable",
        ADAPTER_END,
        "",
      ].join("\n"),
    );
    const result = await writeHeaders(publicDir, { rootDir: tmp, indexable: true });
    const rules = await readHeaderRules(tmp, publicDir);
    expect(result.adapterHeadersTaken).toEqual(["cache-control", "referrer-policy", "x-frame-options"]);
    expect(headersFor(rules, "/")).toMatchObject({
      "Cache-Control": REVALIDATE,
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "x-adapter-only": "kept",
    });
    expect(headersFor(rules, `/app-${HASH}.js`)["Cache-Control"]).toBe(IMMUTABLE);
    const text = headersText();
    expect(text.split(ADAPTER_BEGIN)).toHaveLength(2);
    expect(text.slice(text.indexOf(ADAPTER_BEGIN), text.indexOf(ADAPTER_END))).not.toMatch(/cache-control/i);
  });

  it("rewrites only its own block: idempotent, and keeps hand-written rules", async () => {
    write("_headers", "# from static/_headers\n/downloads/*\n  Content-Disposition: attachment\n");
    await writeHeaders(publicDir, { rootDir: tmp, indexable: true });
    const once = headersText();
    await writeHeaders(publicDir, { rootDir: tmp, indexable: true });
    expect(headersText()).toBe(once);
    expect(once.startsWith("# from static/_headers\n/downloads/*\n  Content-Disposition: attachment\n")).toBe(true);
    expect(once.split(GENERATED_BEGIN)).toHaveLength(2);
    expect(once.match(/^ +Content-Security-Policy:/gm)).toHaveLength(1);

    // a new build changes the page: the block follows it
    write("blog/index.html", "<html><body><script>window.changed = 1;</script></body></html>");
    const after = await writeHeaders(publicDir, { rootDir: tmp, indexable: true });
    expect(directive(after.contentSecurityPolicy, "script-src")).toContain(sha256("window.changed = 1;"));
    expect(directive(after.contentSecurityPolicy, "script-src")).not.toContain(sha256(blogScript));
    expect(headersText().split(GENERATED_BEGIN)).toHaveLength(2);
  });

  it("refuses (and writes nothing) when two rules would set the same header for a path", async () => {
    fs.appendFileSync(
      path.join(tmp, "netlify.toml"),
      '\n[[headers]]\n  for = "/*"\n  [headers.values]\n    Cache-Control = "no-cache"\n',
    );
    await expect(writeHeaders(publicDir, { rootDir: tmp, indexable: true })).rejects.toThrow(
      /Cache-Control|cache-control/,
    );
    expect(fs.existsSync(path.join(publicDir, "_headers"))).toBe(false);
  });

  it("explains a missing build", async () => {
    await expect(writeHeaders(path.join(tmp, "missing"))).rejects.toThrow(/run gatsby build first/);
  });
});
