/**
 * Bounded cost wherever content is read: the hostile corpus (support/hostile-content.ts) through
 * the validator (the build's and the editor's check) and the post renderer (the editor's preview
 * of the page's body). None throws, none takes more than the bound, and each refusal names the
 * file, the field and the limit. The bound is a hang's, not a speed goal: the largest accepted
 * post takes a fraction of it.
 */
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { markdownToHast } from "../editor/browser/markdown";
import { renderPostBody } from "../src/blog/post-body";
import { CONTENT_LIMITS, formatProblem, validateContent } from "../src/content";
import { HOSTILE_BODIES, HOSTILE_FRONT_MATTER, HOSTILE_JSON, LARGEST_ACCEPTED_BODY } from "./support/hostile-content";
import { samplePost, writePost } from "./support/sample-posts";
import { temporaryDirectory } from "./support/temporary-directory";

const BOUND_MS = 2000;
const POST = "data/blog/first-post/index.md";

const realData = path.join(__dirname, "..", "data");
const dataCopy = temporaryDirectory("limits-data", "all");
beforeAll(() => fs.cpSync(realData, dataCopy.dir, { recursive: true }));
beforeEach(() => writePost(dataCopy.dir, "first-post"));

// jsdom's window, which the preview's parser needs, leaves out structuredClone, which Node and
// browsers have.
globalThis.structuredClone ??= (value) => v8.deserialize(v8.serialize(value));

/**
 * What `work` returns, and the CPU time it took: a hang's cost, which a busy machine does not
 * inflate as it does the wall clock's.
 */
function timed<T>(work: () => T): { result: T; ms: number } {
  const start = process.cpuUsage();
  const result = work();
  const { user, system } = process.cpuUsage(start);
  return { result, ms: (user + system) / 1000 };
}

const frontMatter = `---\n${Object.entries(samplePost())
  .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
  .join("\n")}\n---\n`;

const validatePost = (source: string | Buffer) => {
  fs.writeFileSync(path.join(dataCopy.dir, "blog", "first-post", "index.md"), source);
  return timed(() => validateContent(dataCopy.dir).map(formatProblem));
};

describe("the validator", () => {
  it.each(Object.entries(HOSTILE_BODIES))(
    "reads a post body of %s in time, as a problem of the post or none",
    (_name, body) => {
      const { result, ms } = validatePost(frontMatter + body);
      for (const message of result) expect(message).toMatch(new RegExp(`^${POST}: (?:"body": )?.*expected at most`));
      expect(ms).toBeLessThan(BOUND_MS);
    },
  );

  it.each(Object.entries(HOSTILE_FRONT_MATTER))("refuses front matter of %s in time", (_name, yaml) => {
    const { result, ms } = validatePost(`---\n${yaml}\n---\nText.\n`);
    expect(result).toEqual([expect.stringMatching(new RegExp(`^${POST}: the (?:front matter|file is)`))]);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it.each(Object.entries(HOSTILE_JSON))("refuses a content file of %s in time", (_name, json) => {
    const { result, ms } = timed(() =>
      validateContent(dataCopy.dir, { files: new Map([["site.json", json]]) }).map(formatProblem),
    );
    expect(result).toEqual([
      expect.stringMatching(/^data\/site\.json: (?:the file is|objects and lists nest|not valid JSON)/),
    ]);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it("reads a post that is not UTF-8 as a problem of the post, or not at all: never a crash", () => {
    const { result } = validatePost(
      Buffer.concat([Buffer.from(frontMatter), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x0a])]),
    );
    expect(result.filter((message) => !message.startsWith(POST))).toEqual([]);
  });

  it("accepts the largest post the limits allow, in time", () => {
    const { result, ms } = validatePost(frontMatter + LARGEST_ACCEPTED_BODY);
    expect(result).toEqual([]);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it("counts a table's rows one by one and leaves code blocks out of the markup", () => {
    const row = `| ${"[a](/b) ".repeat(60)} |`;
    const table = ["| a |", "| - |", ...Array(40).fill(row)].join("\n");
    const code = ["```js", "*_".repeat(CONTENT_LIMITS.postMarkupCharacters), "```"].join("\n");
    expect(validatePost(`${frontMatter}${table}\n\n${code}\n`).result).toEqual([]);
    const paragraph = row.replace(/^\| | \|$/g, "").repeat(5);
    expect(validatePost(`${frontMatter}${paragraph}\n`).result).toEqual([
      expect.stringContaining(`${POST}: "body": the paragraph starting "[a](/b)`),
    ]);
  });

  it("refuses a link or a post body that nests lists and quotes more than ten deep, and takes ten", () => {
    const nested = (depth: number) =>
      Array.from({ length: depth }, (_, level) => `${"  ".repeat(level)}- item`).join("\n");
    expect(validatePost(frontMatter + nested(CONTENT_LIMITS.postNesting)).result).toEqual([]);
    expect(validatePost(frontMatter + nested(CONTENT_LIMITS.postNesting + 1)).result).toEqual([
      `${POST}: "body": lists and quotes nest more than 10 deep; expected at most 10`,
    ]);
  });
});

describe("the post renderer (the editor's preview)", () => {
  const render = (body: string) =>
    timed(() =>
      renderPostBody(markdownToHast(body), { newTabLabel: "(opens in a new tab)", tableLabel: "Table {number}" }),
    );

  it.each(Object.entries(HOSTILE_BODIES))("renders a body of %s in time, or says why it does not", (_name, body) => {
    const { result, ms } = render(body);
    const refused = validatePost(frontMatter + body).result.length > 0;
    if (refused) expect(result).toMatch(/^<p>Not previewed, and not saved until it is fixed: .*expected at most/);
    else expect(result).not.toContain("Not previewed");
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it("refuses what the validator refuses, with its message", () => {
    const body = "plain line\n".repeat(CONTENT_LIMITS.blockLines + 1);
    expect(render(body).result).toContain(
      `runs for more than ${CONTENT_LIMITS.blockLines} lines without a blank line; expected at most ${CONTENT_LIMITS.blockLines}`,
    );
  });

  it("renders the largest post the limits allow, in time", () => {
    const { result, ms } = render(LARGEST_ACCEPTED_BODY);
    expect(result).toMatch(/^<p>/);
    expect(result).not.toContain("Not previewed");
    expect(ms).toBeLessThan(BOUND_MS);
  });
});
