/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  findHeaderConflicts,
  type HeaderRule,
  headersFor,
  readHeadersFileRules,
  temporaryDirectory,
} from "./support/header-rules";

// Which rules apply to a path, matched the way Netlify matches them, and the headers they give
// it together.
const tmp = temporaryDirectory();

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
