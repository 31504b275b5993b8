/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { blogScript, directive, HASH, sha256, writeBuild, writeBuildFile, writeHeaders } from "./support/header-build";
import { headersFor, IMMUTABLE, readHeaderRules, REVALIDATE } from "./support/header-rules";
import { temporaryDirectory } from "./support/temporary-directory";

// How scripts/write-headers.mjs rewrites public/_headers: the adapter's block trimmed of the
// headers the project sets, its own block replaced on every build, the hand-written rules kept,
// and nothing written when two rules would set the same header for a path.
const { GENERATED_BEGIN, ADAPTER_BEGIN, ADAPTER_END } = jest.requireActual<{
  GENERATED_BEGIN: string;
  ADAPTER_BEGIN: string;
  ADAPTER_END: string;
}>("../scripts/headers-file.mjs");

const tmp = temporaryDirectory("headers");
let publicDir: string;
beforeEach(() => {
  publicDir = writeBuild(tmp.dir);
});
const write = (file: string, text: string) => writeBuildFile(publicDir, file, text);
const headersText = () => fs.readFileSync(path.join(publicDir, "_headers"), "utf8");

describe("writeHeaders", () => {
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
    const result = await writeHeaders(publicDir, { rootDir: tmp.dir, indexable: true });
    const rules = await readHeaderRules(tmp.dir, publicDir);
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
    await writeHeaders(publicDir, { rootDir: tmp.dir, indexable: true });
    const once = headersText();
    await writeHeaders(publicDir, { rootDir: tmp.dir, indexable: true });
    expect(headersText()).toBe(once);
    expect(once.startsWith("# from static/_headers\n/downloads/*\n  Content-Disposition: attachment\n")).toBe(true);
    expect(once.split(GENERATED_BEGIN)).toHaveLength(2);
    // the one public policy, once per page path, and the browser editor's
    const policies = new Set(once.match(/^ +Content-Security-Policy: .*$/gm));
    expect(policies.size).toBe(2);

    // a new build changes the page: the block follows it
    write("blog/index.html", "<html><body><script>window.changed = 1;</script></body></html>");
    const after = await writeHeaders(publicDir, { rootDir: tmp.dir, indexable: true });
    expect(directive(after.contentSecurityPolicy, "script-src")).toContain(sha256("window.changed = 1;"));
    expect(directive(after.contentSecurityPolicy, "script-src")).not.toContain(sha256(blogScript));
    expect(headersText().split(GENERATED_BEGIN)).toHaveLength(2);
  });

  it("refuses (and writes nothing) when two rules would set the same header for a path", async () => {
    fs.appendFileSync(
      path.join(tmp.dir, "netlify.toml"),
      '\n[[headers]]\n  for = "/*"\n  [headers.values]\n    Cache-Control = "no-cache"\n',
    );
    await expect(writeHeaders(publicDir, { rootDir: tmp.dir, indexable: true })).rejects.toThrow(
      /Cache-Control|cache-control/,
    );
    expect(fs.existsSync(path.join(publicDir, "_headers"))).toBe(false);
  });

  it("explains a missing build", async () => {
    await expect(writeHeaders(path.join(tmp.dir, "missing"))).rejects.toThrow(/run gatsby build first/);
  });
});
