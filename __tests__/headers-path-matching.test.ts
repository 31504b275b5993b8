/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { findHeaderConflicts, type HeaderRule, headersFor, readHeadersFileRules } from "./support/header-rules";
import { temporaryDirectory } from "./support/temporary-directory";

// Which rules apply to a path, matched the way Netlify matches them, and the headers they give
// it together.
const tmp = temporaryDirectory("headers");

/** The rules of a `_headers` text, read by Netlify's parser. */
async function rulesOf(text: string): Promise<HeaderRule[]> {
  const file = path.join(tmp.dir, `rules-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, text);
  return readHeadersFileRules(file);
}

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

  /** Checks the headers the rules give each path: `expected` maps a path to its headers. */
  async function expectHeadersByPath(
    entries: [string, Record<string, string>][],
    expected: Record<string, Record<string, string>>,
  ) {
    const rules = await rulesFrom(...entries);
    const actual = Object.fromEntries(Object.keys(expected).map((urlPath) => [urlPath, headersFor(rules, urlPath)]));
    expect(actual).toEqual(expected);
  }

  it("matches exact paths with or without a trailing slash, case-insensitively, ignoring the query", () =>
    expectHeadersByPath(
      [
        ["/blog/", { "X-Page": "blog" }],
        ["/about", { "X-Page": "about" }],
      ],
      {
        "/blog": { "X-Page": "blog" },
        "/blog/": { "X-Page": "blog" },
        "/about/": { "X-Page": "about" },
        "/BLOG/?utm=1#top": { "X-Page": "blog" },
        "/blog/post": {},
        "/blogger": {},
      },
    ));

  it("supports the * splat, which matches across / (and the bare parent path)", () =>
    expectHeadersByPath(
      [
        ["/*", { "X-All": "1" }],
        ["/static/*", { "X-Static": "1" }],
        ["/*.js", { "X-Js": "1" }],
      ],
      {
        "/": { "X-All": "1" },
        "/a/b/c.html": { "X-All": "1" },
        "/static": { "X-All": "1", "X-Static": "1" },
        "/app-123.js": { "X-All": "1", "X-Js": "1" },
        "/static/a/b.js": { "X-All": "1", "X-Static": "1", "X-Js": "1" },
        // Netlify's parser leaves the "." of a segment with a "*" unescaped: it matches any character.
        "/appxjs": { "X-All": "1", "X-Js": "1" },
        "/app.css": { "X-All": "1" },
      },
    ));

  it("supports :placeholders, which match exactly one segment", () =>
    expectHeadersByPath([["/blog/:slug/", { "X-Post": "1" }]], {
      "/blog/hello/": { "X-Post": "1" },
      "/blog/hello": { "X-Post": "1" },
      "/blog/": {},
      "/blog/a/b": {},
    }));

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
