/** @jest-environment node */
import {
  blogScript,
  directives,
  HASH,
  inlineScript,
  inlineStyle,
  jsonLd,
  moduleScript,
  noscriptStyle,
  notFoundScript,
  sha256,
  writeBuild,
  writeHeaders,
} from "./support/header-build";
import fs from "node:fs";
import path from "node:path";
import { headersFor, IMMUTABLE, readHeaderRules, REVALIDATE } from "./support/header-rules";
import { temporaryDirectory } from "./support/temporary-directory";

// The headers scripts/write-headers.mjs gives a build: one Content-Security-Policy hashing the
// inline code of every page, Cache-Control per page and per hashed bundle, and noindex outside
// production.
const { cspHash } = jest.requireActual<{ cspHash: (text: string) => string }>("../plugins/response-headers/content-security-policy.mjs");

const tmp = temporaryDirectory("headers");
let publicDir: string;
beforeEach(() => {
  publicDir = writeBuild(tmp.dir);
});

describe("writeHeaders", () => {
  it("hashes inline executable scripts and inline styles as the browser does", async () => {
    const result = await writeHeaders(publicDir, { rootDir: tmp.dir, indexable: true });
    const policy = result.contentSecurityPolicy;

    const { "script-src": scripts, "style-src": styles, ...fixed } = directives(policy);
    expect(scripts.sort()).toEqual(
      ["'self'", sha256(inlineScript), sha256(moduleScript), sha256(blogScript), sha256(notFoundScript)].sort(),
    );
    expect(policy).not.toContain(sha256(jsonLd).slice(1, -1));
    expect(styles.sort()).toEqual(["'self'", sha256(""), sha256(inlineStyle), sha256(noscriptStyle)].sort());
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(fixed).toEqual({
      "default-src": ["'self'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "manifest-src": ["'none'"],
      "style-src-attr": ["'none'"],
      "upgrade-insecure-requests": [],
    });
    expect(result.hashes).toEqual({ scripts: 4, styles: 3 });
  });

  it("sends one policy to every page (unknown paths too), another to the editor, and caching rules that never overlap", async () => {
    const result = await writeHeaders(publicDir, { rootDir: tmp.dir, indexable: true });
    const rules = await readHeaderRules(tmp.dir, publicDir);
    const policy = result.contentSecurityPolicy;

    for (const urlPath of ["/", "/blog", "/blog/", "/404.html", "/no/such/page", "/admin/"]) {
      expect(headersFor(rules, urlPath)["X-Frame-Options"]).toBe("DENY");
    }
    for (const urlPath of ["/", "/blog", "/blog/", "/404.html"]) {
      expect(headersFor(rules, urlPath)["Content-Security-Policy"]).toBe(policy);
    }
    // Unknown paths get 404.html, which carries the policy itself (less what only a header can say).
    expect(headersFor(rules, "/no/such/page")["Content-Security-Policy"]).toBeUndefined();
    const notFoundPage = fs.readFileSync(path.join(publicDir, "404.html"), "utf8");
    const metaPolicy = policy.replace("frame-ancestors 'none'; ", "");
    expect(notFoundPage).toContain(`<html><meta http-equiv="Content-Security-Policy" content="${metaPolicy}"><body>`);
    const editorPolicy = headersFor(rules, "/admin/")["Content-Security-Policy"];
    expect(directives(editorPolicy)["script-src"]).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directives(editorPolicy)["connect-src"]).toEqual(["'self'", "blob:"]);
    expect(headersFor(rules, "/admin/")["X-Robots-Tag"]).toBe("noindex");
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
    expect(result.pages).toEqual([
      "/",
      "/404",
      "/404.html",
      "/404/index.html",
      "/blog/",
      "/blog/index.html",
      "/index.html",
    ]);
    expect(result.immutableAssets).toEqual([`/app-${HASH}.js`, `/styles.${HASH}.css`]);
    expect(result.warnings).toEqual([]);
    expect(headersFor(rules, "/")["X-Robots-Tag"]).toBeUndefined();
  });

  it("keeps every path of a deploy preview out of search engines", async () => {
    const result = await writeHeaders(publicDir, { rootDir: tmp.dir, indexable: false });
    const rules = await readHeaderRules(tmp.dir, publicDir);
    expect(result.indexable).toBe(false);
    for (const urlPath of ["/", "/blog", "/no/such/page", `/app-${HASH}.js`, "/static/x.js", "/robots.txt"]) {
      expect(headersFor(rules, urlPath)["X-Robots-Tag"]).toBe("noindex");
    }
  });
});
