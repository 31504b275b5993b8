/**
 * @jest-environment node
 *
 * The build remembers what it found in each post (gatsby-node.ts's onPreBootstrap keeps the memo in
 * Gatsby's cache), so a build with a thousand posts parses only those that changed; whatever it
 * remembers, it reports the same problems a fresh check would.
 */
import fs from "node:fs";
import path from "node:path";
import { validateContent, type ContentProblem, type PostCheckMemo } from "../src/content";
import { samplePost, writePost } from "./support/sample-posts";
import { temporaryDirectory } from "./support/temporary-directory";

const data = temporaryDirectory("memo-data");
beforeEach(() => {
  fs.cpSync(path.join(__dirname, "..", "data"), data.dir, { recursive: true });
  writePost(data.dir, "good-post");
  writePost(data.dir, "bad-post", samplePost({ title: "" }));
});

const memoFrom = (earlier: PostCheckMemo["earlier"], version = "v1"): PostCheckMemo => ({
  version,
  earlier,
  now: new Map(),
});
const files = (problems: ContentProblem[]) => problems.map(({ file }) => file);

it("finds the same problems as a check without a memo, and remembers every post it checked", () => {
  const memo = memoFrom(new Map());
  expect(validateContent(data.dir, {}, memo)).toEqual(validateContent(data.dir));
  expect(files(validateContent(data.dir, {}, memo))).toEqual(["data/blog/bad-post/index.md"]);
  expect(memo.now.size).toBe(2);
});

it("reports a post's remembered problems without checking it again, until the post or the validator changes", () => {
  const first = memoFrom(new Map());
  validateContent(data.dir, {}, first);
  // Remembered as fine: the memo, not the post, is what the next build reads.
  const remembered = memoFrom(new Map([...first.now].map(([key]) => [key, []])));
  expect(validateContent(data.dir, {}, remembered)).toEqual([]);
  // A changed post is checked again, and so is every post under another validator.
  writePost(data.dir, "bad-post", samplePost({ title: "", description: "Changed." }));
  expect(files(validateContent(data.dir, {}, remembered))).toEqual(["data/blog/bad-post/index.md"]);
  const otherVersion = memoFrom(remembered.earlier, "v2");
  expect(files(validateContent(data.dir, {}, otherVersion))).toEqual(["data/blog/bad-post/index.md"]);
});

it("checks a post again once a picture beside it comes or goes", () => {
  writePost(data.dir, "bad-post", samplePost(), "![Missing](missing.png)\n");
  const first = memoFrom(new Map());
  expect(files(validateContent(data.dir, {}, first))).toEqual(["data/blog/bad-post/index.md"]);
  fs.copyFileSync(
    path.join(data.dir, "images", "sessions.png"),
    path.join(data.dir, "blog", "bad-post", "missing.png"),
  );
  expect(validateContent(data.dir, {}, memoFrom(first.now))).toEqual([]);
});
