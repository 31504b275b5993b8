// A typo stops the build with a message an editor can act on (file, field, what was expected)
// instead of a broken page.
import { parseFragment } from "parse5";
import * as z from "zod";
import { CONTENT_LIMITS, jsonLimitProblem, postBodyLimitProblem } from "./content-limits";
import { contentFiles } from "./content-files";
import {
  BLOG_FOLDER,
  IMAGE_FOLDER,
  PICTURE_NAME_CHARACTERS,
  PICTURE_NAME_PATTERN,
  PICTURE_TYPE_NAMES,
} from "./content-paths.mjs";
import { readFrontMatter } from "./front-matter";
import { parsePostMarkdown } from "./post-markdown";
import { schemaProblems, type ContentProblem } from "./problems";
import { blogPostSchema, editorWidgets, POST_SLUG, RESERVED_POST_SLUGS, SECTION_IDS, type SectionId } from "./schema";

// Not imported: bundles for the browser resolve every module of this folder, even those they drop.
const fs = process.getBuiltinModule("node:fs");
const path = process.getBuiltinModule("node:path");

/** A save about to be made, by paths relative to data/: files' new text, pictures added, posts and pictures deleted. */
export interface PendingContent {
  files?: ReadonlyMap<string, string>;
  images?: ReadonlySet<string>;
  deleted?: ReadonlySet<string>;
}

type Report = (file: string, message: string, field?: string) => void;

const PICTURE_NAME = new RegExp(`^${PICTURE_NAME_PATTERN}$`);

/**
 * What earlier builds found in each post, so that a build reads YAML and Markdown only for the
 * posts that changed (about 11 ms a post, 15 s at a thousand posts). Keyed by what a post's
 * problems depend on: `version` (the validator's code and dependencies, which the caller names),
 * the post's folder name, its text and the names of the files beside it. `now` receives every
 * post checked this time, for the next build.
 */
export interface PostCheckMemo {
  version: string;
  earlier: ReadonlyMap<string, readonly ContentProblem[]>;
  now: Map<string, readonly ContentProblem[]>;
}

// The local editor's server passes a save as `pending` to learn whether the build would accept it;
// the build passes `memo`.
export function validateContent(dataDir: string, pending: PendingContent = {}, memo?: PostCheckMemo): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report: Report = (file, message, field = "") => void problems.push({ file, field, message });
  const pictureThere = (relative: string) => {
    if (pending.deleted?.has(relative)) return false;
    if (pending.images?.has(relative)) return true;
    // Compared with the folder's names: macOS and Windows find a name in other capitals, the build does not.
    try {
      return fs.readdirSync(path.join(dataDir, path.dirname(relative))).includes(path.basename(relative));
    } catch {
      return false;
    }
  };
  const picturesIn = (folder: string, missing: string): Pictures => ({
    there: (name) => pictureThere(`${folder}/${name}`),
    missing,
  });
  const read = (relative: string) => {
    const absolute = path.join(dataDir, relative);
    return pending.files?.get(relative) ?? (fs.existsSync(absolute) ? fs.readFileSync(absolute, "utf8") : undefined);
  };
  const entries = (folder: string) => {
    const dir = path.join(dataDir, folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  };

  const sectionFiles = entries("sections").flatMap(({ name }) => (name.endsWith(".json") ? [name] : []));
  const sectionNames = SECTION_IDS.map((id) => `${id}.json`);
  for (const name of sectionFiles.filter((name) => !sectionNames.includes(name))) {
    report(`data/sections/${name}`, `not a landing section; expected one of ${sectionNames.join(", ")}`);
  }

  const byOrder = new Map<number, SectionId[]>();
  const images = picturesIn(IMAGE_FOLDER, `an image file in data/${IMAGE_FOLDER}/`);
  for (const { path: relative, schema, sectionId } of contentFiles) {
    const file = `data/${relative}`;
    if (sectionId && !sectionFiles.includes(`${sectionId}.json`)) {
      report(file, "the landing section is missing; the landing page needs it");
      continue;
    }
    withinFile(file, report, () => {
      const content = check(schema, readJson(file, read(relative), report), file, report, images);
      const { order } = (content ?? {}) as { order?: number };
      if (sectionId && order !== undefined) byOrder.set(order, [...(byOrder.get(order) ?? []), sectionId]);
    });
  }
  for (const [order, ids] of byOrder) {
    const files = ids.map((id) => `data/sections/${id}.json`);
    const clash = `${files.join(" and ")} both have order ${order}; expected each section in a place of its own`;
    if (files.length > 1) report(files[0], clash, "order");
  }

  const onDisk = entries(BLOG_FOLDER).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []));
  const postFile = new RegExp(`^${BLOG_FOLDER}/([^/]*)/[^/]*$`);
  const saved = [...(pending.files?.keys() ?? [])].flatMap((file) => postFile.exec(file)?.[1] ?? []);
  for (const slug of [...new Set([...onDisk, ...saved])].sort()) {
    const relative = `${BLOG_FOLDER}/${slug}/index.md`;
    const pictures = picturesIn(`${BLOG_FOLDER}/${slug}`, "a picture next to the post");
    withinFile(`data/${relative}`, report, () => {
      // A folder of pictures alone is what deleting a post in an editor can leave: no post, and no problem.
      const source = pending.deleted?.has(relative) ? undefined : read(relative);
      if (source === undefined) return;
      const check = (reportPost: Report) => checkPost(`data/${relative}`, slug, source, pictures, reportPost);
      if (memo)
        checkRemembered(
          memo,
          [slug, source, entries(`${BLOG_FOLDER}/${slug}`).map(({ name }) => name)],
          check,
          problems,
        );
      else check(report);
    });
  }
  return problems;
}

/** `check`'s problems for `inputs` as `memo` remembers them, or found now and remembered. */
function checkRemembered(
  memo: PostCheckMemo,
  inputs: unknown[],
  check: (report: Report) => void,
  problems: ContentProblem[],
): void {
  const crypto = process.getBuiltinModule("node:crypto");
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify([memo.version, ...inputs]))
    .digest("base64");
  let found = memo.earlier.get(key);
  if (!found) {
    const post: ContentProblem[] = [];
    check((file, message, field = "") => void post.push({ file, field, message }));
    found = post;
  }
  memo.now.set(key, found);
  problems.push(...found);
}

/** A reader's or parser's failure is a problem of the file, never a crash. */
function withinFile(file: string, report: Report, checkFile: () => void): void {
  try {
    checkFile();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    report(file, `could not be read (${reason}); expected what docs/editing.md describes`);
  }
}

function readJson(file: string, source: string | undefined, report: Report): unknown {
  if (source === undefined) return report(file, "the file is missing; the site needs it");
  const overLimit = jsonLimitProblem(source);
  if (overLimit) return report(file, overLimit);
  try {
    return JSON.parse(source) as unknown;
  } catch (error) {
    const { message } = error as Error;
    // V8 gives a line and column, or a position, or neither when the text ends too early.
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    const before = source.slice(0, Number(/position (\d+)/.exec(message)?.[1] ?? source.length)).split("\n");
    const [line, column] = lineColumn ? lineColumn.slice(1) : [before.length, before[before.length - 1].length + 1];
    const reason = message.replace(/ in JSON at position \d+.*$/, "");
    report(file, `not valid JSON at line ${line}, column ${column}: ${reason}`);
  }
}

/** Whether a picture is there, and where it was expected, for the message. */
type Pictures = { there: (name: string) => boolean; missing: string };
type Schema = z.core.$ZodType;

/** What `schema` finds wrong with `value`, and each picture it names that is not there. */
function check<T extends z.ZodType>(schema: T, value: unknown, file: string, report: Report, pictures: Pictures) {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  for (const { field, message } of result.success ? [] : schemaProblems(result.error)) report(file, message, field);
  const missing = pictureFields(schema, value, []).filter(({ name }) => !pictures.there(name));
  for (const { field, name } of missing)
    report(file, `expected ${pictures.missing}, but "${name}" is not there`, z.core.toDotPath(field));
  return missing.length ? undefined : (result.data as z.infer<T> | undefined);
}

/** The well-formed picture names in `value`, where `schema` has a picture's field. */
function pictureFields(schema: Schema, value: unknown, field: PropertyKey[]): { field: PropertyKey[]; name: string }[] {
  if (editorWidgets.get(schema as z.ZodType)?.widget === "image") {
    return typeof value === "string" && PICTURE_NAME.test(value) ? [{ field, name: value }] : [];
  }
  const def = schema._zod.def as { innerType?: Schema; element?: Schema; shape?: z.core.$ZodShape };
  const { innerType, element, shape } = def;
  if (innerType) return pictureFields(innerType, value, field);
  if (element && Array.isArray(value)) return value.flatMap((item, i) => pictureFields(element, item, [...field, i]));
  if (!shape || typeof value !== "object" || value === null) return [];
  const object = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([key, inner]) => pictureFields(inner, object[key], [...field, key]));
}

// gatsby-remark-images processes only a name alone, its extension in lowercase, not %-escaped.
const isBodyPicture = (name: string) => PICTURE_NAME.test(name) && /\.[a-z]+$/.test(name);

/** A post: a folder name that can be an address, front matter that is YAML, fields the schema accepts. */
function checkPost(file: string, slug: string, source: string, pictures: Pictures, report: Report): void {
  const longest = CONTENT_LIMITS.frontMatterCharacters + CONTENT_LIMITS.postBodyCharacters;
  if (source.length > longest + 16) {
    return report(file, `the file is ${source.length} characters long; expected at most ${longest}`);
  }
  const badSlug = !POST_SLUG.test(slug)
    ? `the folder name "${slug}" is the post's address; expected lowercase letters, digits and hyphens, e.g. "first-post"`
    : (RESERVED_POST_SLUGS as readonly string[]).includes(slug) &&
      `/blog/${slug} is taken by the blog's own pages; expected another folder name`;
  if (badSlug) return report(file, badSlug);
  const frontMatter = readFrontMatter(source);
  if (!frontMatter.ok) return report(file, frontMatter.message);
  check(blogPostSchema, frontMatter.data, file, report, pictures);
  const overLimit = postBodyLimitProblem(frontMatter.body);
  if (overLimit) return report(file, overLimit.message, overLimit.field);
  for (const name of bodyPictures(frontMatter.body)) {
    const shows = `the text shows the picture "${name}"`;
    const expected = !isBodyPicture(name)
      ? `; expected the file name of a ${PICTURE_TYPE_NAMES} picture next to the post, of ${PICTURE_NAME_CHARACTERS}, its extension in lowercase`
      : !pictures.there(name) && ", which is not next to the post; expected it uploaded with the post";
    if (expected) report(file, `${shows}${expected}`, "body");
  }
}

/** Every node of a tree, in document order, walked without recursion: a document sets its depth. */
function* allNodes<T>(root: T, children: (node: T) => T[] | undefined): Generator<T> {
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    yield node;
    stack.push(...(children(node) ?? []).slice().reverse());
  }
}

/** The pictures a post's text shows from its own folder (Markdown's and raw HTML's), "./a.png" as "a.png". */
function bodyPictures(body: string): string[] {
  const addresses: string[] = [];
  const references: string[] = [];
  const definitions = new Map<string, string>();
  type Node = { type: string; url?: string; identifier?: string; value?: string; children?: Node[] };
  type HtmlNode = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: HtmlNode[] };
  for (const node of allNodes<Node>(parsePostMarkdown(body) as Node, (node) => node.children)) {
    if (node.type === "image" && node.url) addresses.push(node.url);
    if (node.type === "imageReference" && node.identifier) references.push(node.identifier);
    // The first definition of a label counts, as in the build.
    if (node.type === "definition" && node.identifier && node.url && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node.url);
    }
    // The src of each <img> in raw HTML, which gatsby-remark-images processes too.
    if (node.type !== "html" || !node.value) continue;
    for (const html of allNodes<HtmlNode>(parseFragment(node.value) as HtmlNode, (htmlNode) => htmlNode.childNodes)) {
      const src = html.nodeName === "img" && html.attrs?.find((attribute) => attribute.name === "src")?.value;
      if (typeof src === "string") addresses.push(src);
    }
  }
  addresses.push(...references.flatMap((identifier) => definitions.get(identifier) ?? []));
  return addresses
    .filter((address) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(address))
    .map((address) => address.replace(/^\.\//, ""));
}
