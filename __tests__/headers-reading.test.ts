/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { readHeaderRules, repoRoot } from "./support/header-rules";
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

  it("reads no rule from the repository's netlify.toml: every header comes from the build's _headers", async () => {
    expect(await readHeaderRules(repoRoot, path.join(tmp.dir, "no-build"))).toEqual([]);
  });
});
