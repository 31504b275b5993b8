/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { onCreateNode } from "gatsby-transformer-remark/on-node-create";
import config from "../gatsby-config";
import { readFrontMatter, formatProblem, validateContent } from "../src/content";
import { samplePost, writePost } from "./support/sample-posts";
import { temporaryDirectory } from "./support/temporary-directory";

const realData = path.join(__dirname, "..", "data");
const dataCopy = temporaryDirectory("blog-data");
beforeEach(() => fs.cpSync(realData, dataCopy.dir, { recursive: true }));

const messages = () => validateContent(dataCopy.dir).map(formatProblem);
const FILE = "data/blog/first-post/index.md";

describe("blog post validation", () => {
  it("accepts no posts at all, with data/blog/ missing or empty", () => {
    fs.rmSync(path.join(dataCopy.dir, "blog"), { recursive: true, force: true });
    expect(messages()).toEqual([]);
    fs.mkdirSync(path.join(dataCopy.dir, "blog"));
    expect(messages()).toEqual([]);
  });

  it("accepts a complete post, and one without the optional author", () => {
    writePost(dataCopy.dir, "first-post");
    writePost(dataCopy.dir, "second-post", samplePost({ author: undefined }));
    expect(messages()).toEqual([]);
  });

  // The one line the build prints for each slip: the post's file, the field, what was expected.
  it.each<[problem: string, fields: Record<string, unknown>, message: string]>([
    ["a missing title", { title: undefined }, `${FILE}: "title": required field is missing (expected string)`],
    [
      "a date that is not an ISO day",
      { date: "14 March 2025" },
      `${FILE}: "date": expected a day written as YYYY-MM-DD, e.g. "2025-03-14"`,
    ],
    ["draft written as text", { draft: "yes" }, `${FILE}: "draft": expected boolean, found string`],
    [
      "a day the calendar does not have",
      { date: "2025-02-31" },
      `${FILE}: "date": expected a day of the calendar, but 2025-02-31 is not one`,
    ],
    ["tags that are not a list", { tags: "protocol" }, `${FILE}: "tags": expected array, found string`],
    [
      "a cover in another folder",
      { cover: "../../images/hero.png" },
      `${FILE}: "cover": expected the file name of a PNG, JPEG, WebP or AVIF picture, of letters, digits, "-" and "_", such as "hero.png"`,
    ],
    [
      "a cover of a type the build does not process",
      { cover: "cover.gif" },
      `${FILE}: "cover": expected the file name of a PNG, JPEG, WebP or AVIF picture, of letters, digits, "-" and "_", such as "hero.png"`,
    ],
    [
      "a share card that is not next to the post",
      { shareImage: "card.png" },
      `${FILE}: "shareImage": expected a picture next to the post, but "card.png" is not there`,
    ],
    [
      "a cover without alt text",
      { coverAlt: " " },
      `${FILE}: "coverAlt": expected alt text describing the cover for people who cannot see it`,
    ],
    [
      "a misspelt field",
      { titel: "Typo" },
      `${FILE}: unknown field "titel" (a typo? remove it or check its spelling against the schema)`,
    ],
  ])("reports %s, naming the file and the field", (_problem, fields, message) => {
    writePost(dataCopy.dir, "first-post", samplePost(fields));
    expect(messages()).toEqual([message]);
  });

  it("reports a post without front matter, and front matter that is not YAML", () => {
    writePost(dataCopy.dir, "first-post");
    fs.writeFileSync(path.join(dataCopy.dir, "blog", "first-post", "index.md"), "# Just a heading\n");
    expect(messages()).toEqual([
      `${FILE}: expected front matter at the top: a "---" line, the fields, and another "---" line`,
    ]);
    fs.writeFileSync(path.join(dataCopy.dir, "blog", "first-post", "index.md"), "---\ntitle: a\ntags: [b\n---\nText\n");
    expect(messages()).toEqual([
      expect.stringMatching(/^data\/blog\/first-post\/index\.md: the front matter is not valid YAML at line 3/),
    ]);
    const manyKeys = Array.from({ length: 2000 }, (_, key) => `k${key}: x`).join("\n");
    fs.writeFileSync(path.join(dataCopy.dir, "blog", "first-post", "index.md"), `---\n${manyKeys}\n---\nText\n`);
    expect(messages()).toEqual([
      `${FILE}: the front matter is ${manyKeys.length} characters long; expected at most 8192 (the fields only; the text goes below it)`,
    ]);
  });

  it("reports folder names that cannot be a post's address", () => {
    writePost(dataCopy.dir, "First Post");
    writePost(dataCopy.dir, "tags");
    expect(messages()).toEqual([
      'data/blog/First Post/index.md: the folder name "First Post" is the post\'s address; expected lowercase letters, digits and hyphens, e.g. "first-post"',
      "data/blog/tags/index.md: /blog/tags is taken by the blog's own pages; expected another folder name",
    ]);
  });

  it("checks a post about to be saved, with its pictures, in place of the disk", () => {
    const source = fs.readFileSync(writePost(dataCopy.dir, "first-post"), "utf8");
    fs.rmSync(path.join(dataCopy.dir, "blog"), { recursive: true });
    const pending = { files: new Map([["blog/new-post/index.md", source]]) };
    expect(validateContent(dataCopy.dir, pending).map(formatProblem)).toEqual([
      'data/blog/new-post/index.md: "cover": expected a picture next to the post, but "cover.png" is not there',
    ]);
    expect(validateContent(dataCopy.dir, { ...pending, images: new Set(["blog/new-post/cover.png"]) })).toEqual([]);
  });

  it("reports a picture the text shows that is not next to the post, and one about to be deleted", () => {
    const body =
      "A diagram:\n\n![Two devices](./diagram-one.png)\n\n![A logo](https://example.com/logo.png)\n\n```\n![not a picture](code.png)\n```\n";
    writePost(dataCopy.dir, "first-post", samplePost(), body);
    const missing = `${FILE}: "body": the text shows the picture "diagram-one.png", which is not next to the post; expected it uploaded with the post`;
    expect(messages()).toEqual([missing]);
    fs.copyFileSync(
      path.join(realData, "images", "icon.png"),
      path.join(dataCopy.dir, "blog/first-post/diagram-one.png"),
    );
    expect(messages()).toEqual([]);
    const deleted = new Set(["blog/first-post/diagram-one.png"]);
    expect(validateContent(dataCopy.dir, { deleted }).map(formatProblem)).toEqual([missing]);
  });

  const notAFileName = (name: string) =>
    `${FILE}: "body": the text shows the picture "${name}"; expected the file name of a PNG, JPEG, WebP or AVIF picture next to the post, of letters, digits, "-" and "_", its extension in lowercase`;
  const notThere = (name: string) =>
    `${FILE}: "body": the text shows the picture "${name}", which is not next to the post; expected it uploaded with the post`;

  it.each([
    ["in another post's folder", "![A chart](../other-post/chart.png)", notAFileName("../other-post/chart.png")],
    [
      "with a %-escape, which the build does not decode",
      "![A chart](chart%20one.png)",
      notAFileName("chart%20one.png"),
    ],
    [
      "with its extension in capitals, which the build does not process",
      "![A chart](chart.PNG)",
      notAFileName("chart.PNG"),
    ],
    ["of a type the build does not process", "![A chart](chart.gif)", notAFileName("chart.gif")],
    ["by reference", "![A chart][chart]\n\n[chart]: ./gone.png", notThere("gone.png")],
    [
      "by a reference defined twice, the first counting",
      "![A chart][c]\n\n[c]: gone.png\n[c]: cover.png",
      notThere("gone.png"),
    ],
    ["in raw HTML", '<p><img src="gone.png" alt="A chart"></p>', notThere("gone.png")],
  ])("reports a picture the text shows %s", (_, body, message) => {
    writePost(dataCopy.dir, "first-post", samplePost(), `${body}\n`);
    expect(messages()).toEqual([message]);
  });

  it('is read by the build as the validator reads it: a time, a day and a number with "_" stay text', async () => {
    const source = "---\ntitle: 1:30\ndate: 2025-03-14\nauthor: 1_000\n---\n\nText\n";
    const remark = config.plugins?.find(
      (plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-transformer-remark",
    ) as unknown as { options: object };
    const created: { frontmatter?: object }[] = [];
    await onCreateNode(
      {
        node: { id: "post", internal: { mediaType: "text/markdown", type: "File" } },
        loadNodeContent: async () => source,
        actions: { createNode: (node: object) => created.push(node), createParentChildLink: () => undefined },
        createNodeId: (id: string) => id,
        createContentDigest: () => "digest",
        reporter: {
          panicOnBuild: (message: string) => {
            throw new Error(message);
          },
        },
      },
      remark.options,
    );
    const read = { title: "1:30", date: "2025-03-14", author: "1_000" };
    expect(created[0]?.frontmatter).toEqual(read);
    expect(readFrontMatter(source)).toMatchObject({ ok: true, data: read });
  });
});
