/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  findHeaderConflicts,
  headersFor,
  IMMUTABLE,
  readHeaderRules,
  repoRoot,
  REVALIDATE,
} from "./support/header-rules";
import { temporaryDirectory } from "./support/temporary-directory";

// Reading the header rules as Netlify does: public/_headers, then netlify.toml.
const tmp = temporaryDirectory("headers");

describe("readHeaderRules", () => {
  it("returns the _headers rules, then the netlify.toml ones (Netlify's merge order)", async () => {
    const publicDir = path.join(tmp.dir, "public");
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, "_headers"), "/from-file\n  X-A: 1\n");
    fs.writeFileSync(
      path.join(tmp.dir, "netlify.toml"),
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
    const rules = await readHeaderRules(tmp.dir, publicDir);
    expect(rules.map(({ for: forPath, values }) => ({ for: forPath, values }))).toEqual([
      { for: "/from-file", values: { "X-A": "1" } },
      { for: "/from-toml", values: { "X-List": "a, b", "Cache-Control": "public, max-age=0" } },
    ]);
  });

  it("treats missing files as no rules", async () => {
    expect(await readHeaderRules(tmp.dir, path.join(tmp.dir, "public"))).toEqual([]);
  });

  it("rejects a file Netlify cannot read, with the parser's message", async () => {
    fs.writeFileSync(path.join(tmp.dir, "netlify.toml"), '[[headers]]\n  [headers.values]\n    X-A = "1"\n');
    await expect(readHeaderRules(tmp.dir, path.join(tmp.dir, "public"))).rejects.toThrow(/Missing "for" field/);
  });

  it("reads the repository's netlify.toml: security headers on /*, caching never on /*", async () => {
    const rules = await readHeaderRules(repoRoot, path.join(tmp.dir, "no-build"));
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
