/**
 * Checks every content file under data/ before Gatsby builds a page, so that a typo stops the
 * build with a message an editor can act on (file, field, what was expected) instead of
 * publishing a broken page. Called from gatsby-node.ts; pure apart from reading the files.
 */
import { parseFragment } from "parse5";
import type * as z from "zod";
import { CONTENT_LIMITS, jsonLimitProblem, postBodyLimitProblem } from "./content-limits";
import { fieldPath, schemaProblems } from "./schema-problems";
import { contentFiles } from "./content-files";
import { readFrontMatter } from "./front-matter";
import { parsePostMarkdown } from "./post-markdown";
import {
  BLOG_FOLDER,
  IMAGE_FOLDER,
  PICTURE_NAME_CHARACTERS,
  PICTURE_NAME_PATTERN,
  PICTURE_TYPE_NAMES,
} from "./content-paths.mjs";
import { blogPostSchema, editorWidgets, POST_SLUG, RESERVED_POST_SLUGS, SECTION_IDS, type SectionId } from "./schema";

// Not imported: the browser bundles resolve every module of this folder, even those they drop.
const fs = process.getBuiltinModule("node:fs");
const path = process.getBuiltinModule("node:path");

export interface ContentProblem {
  /** The file, relative to the project root, e.g. "data/sections/hero.json". */
  file: string;
  /** The field path inside the file, e.g. "domains[1].image.alt"; empty for the whole file. */
  field: string;
  message: string;
}

export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: "${field}": ${message}` : `${file}: ${message}`;
}

/** Where in the text a JSON.parse error happened, as "line L, column C". */
function jsonErrorLocation(source: string, error: Error): string {
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const position = /position (\d+)/.exec(error.message);
  // An input that ends too early has no position: the problem is at its end.
  const offset = position ? Number(position[1]) : source.length;
  const before = source.slice(0, offset).split("\n");
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

/** What readJson returns for a file it has already reported as missing or not JSON. */
const UNREADABLE = Symbol("unreadable");

/**
 * What is about to change on disk: content files about to be saved, by their path relative to
 * data/ (e.g. "site.json", "blog/first-post/index.md") with their text; pictures about to be
 * saved, by their path relative to data/ (e.g. "images/hero.png", "blog/first-post/cover.jpg");
 * and posts and pictures about to be deleted, by the same paths.
 */
export interface PendingContent {
  files?: ReadonlyMap<string, string>;
  images?: ReadonlySet<string>;
  deleted?: ReadonlySet<string>;
}

/** Whether the picture at `relative` (a path relative to data/) is there once `pending` is done. */
function pictureThere(dataDir: string, relative: string, pending: PendingContent): boolean {
  if (pending.deleted?.has(relative)) return false;
  if (pending.images?.has(relative)) return true;
  // Named exactly as on disk: on macOS and Windows a name in other capitals finds the file too,
  // and the build, which compares names, would not.
  try {
    return fs.readdirSync(path.join(dataDir, path.dirname(relative))).includes(path.basename(relative));
  } catch {
    return false; // no such folder
  }
}

function readJson(dataDir: string, relativeFile: string, problems: ContentProblem[], pending: PendingContent): unknown {
  const file = path.posix.join("data", relativeFile);
  const absolute = path.join(dataDir, relativeFile);
  const pendingSource = pending.files?.get(relativeFile);
  if (pendingSource === undefined && !fs.existsSync(absolute)) {
    problems.push({ file, field: "", message: "the file is missing; the site needs it" });
    return UNREADABLE;
  }
  const source = pendingSource ?? fs.readFileSync(absolute, "utf8");
  const overLimit = jsonLimitProblem(source);
  if (overLimit) {
    problems.push({ file, ...overLimit });
    return UNREADABLE;
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    const reason = (error as Error).message.replace(/ in JSON at position \d+.*$/, "");
    problems.push({
      file,
      field: "",
      message: `not valid JSON at ${jsonErrorLocation(source, error as Error)}: ${reason}`,
    });
    return UNREADABLE;
  }
}

/**
 * The schema's problems with `value`, and each picture it names that is not there: schemas
 * describe shapes, and whether a file exists is this module's to ask.
 */
function check<T extends z.ZodType>(
  schema: T,
  value: unknown,
  file: string,
  problems: ContentProblem[],
  pictures: { exists: (name: string) => boolean; missing: string },
): z.infer<T> | undefined {
  if (value === UNREADABLE) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) problems.push(...schemaProblems(result.error).map((problem) => ({ file, ...problem })));
  for (const { field, name } of pictureFields(schema, value, [])) {
    if (!pictures.exists(name)) {
      problems.push({
        file,
        field: fieldPath(field),
        message: `expected ${pictures.missing}, but "${name}" is not there`,
      });
    }
  }
  return result.data;
}

const PICTURE_NAME = new RegExp(`^${PICTURE_NAME_PATTERN}$`);

/** The well-formed picture names in `value`, found where `schema` has a picture field. */
function pictureFields(
  schema: z.core.$ZodType,
  value: unknown,
  field: PropertyKey[],
): { field: PropertyKey[]; name: string }[] {
  if (editorWidgets.get(schema as z.ZodType)?.widget === "image") {
    return typeof value === "string" && PICTURE_NAME.test(value) ? [{ field, name: value }] : [];
  }
  const def = schema._zod.def as z.core.$ZodTypeDef &
    Partial<z.core.$ZodOptionalDef & z.core.$ZodArrayDef & z.core.$ZodObjectDef>;
  if (def.innerType) return pictureFields(def.innerType, value, field);
  if (def.element && Array.isArray(value)) {
    return value.flatMap((item, index) => pictureFields(def.element!, item, [...field, index]));
  }
  if (def.shape && typeof value === "object" && value !== null) {
    return Object.entries(def.shape).flatMap(([key, inner]) =>
      pictureFields(inner, (value as Record<string, unknown>)[key], [...field, key]),
    );
  }
  return [];
}

/** The landing order: every section present once, each in a place of its own. */
function checkSectionOrder(orders: Map<SectionId, number>, problems: ContentProblem[]): void {
  const byPlace = new Map<number, SectionId[]>();
  for (const [id, order] of orders) byPlace.set(order, [...(byPlace.get(order) ?? []), id]);
  for (const [order, ids] of byPlace) {
    if (ids.length < 2) continue;
    const files = ids.map((id) => `data/sections/${id}.json`);
    problems.push({
      file: files[0],
      field: "order",
      message: `${files.join(" and ")} both have order ${order}; expected each section in a place of its own`,
    });
  }
}

/**
 * Validates all content under `dataDir` (the project's data/ folder) and returns every problem
 * found, in a stable order. An empty list means the content is safe to build. `pending` is
 * checked in place of what is on disk: the local editor's server asks whether a save would
 * leave content the build accepts, before it writes anything.
 */
export function validateContent(dataDir: string, pending: PendingContent = {}): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const images = {
    exists: (name: string) => pictureThere(dataDir, `${IMAGE_FOLDER}/${name}`, pending),
    missing: `an image file in data/${IMAGE_FOLDER}/`,
  };

  const sectionsDir = path.join(dataDir, "sections");
  const sectionFiles = fs.existsSync(sectionsDir)
    ? fs.readdirSync(sectionsDir).filter((name) => name.endsWith(".json"))
    : [];
  for (const fileName of sectionFiles) {
    if (!SECTION_IDS.includes(fileName.replace(/\.json$/, "") as SectionId)) {
      problems.push({
        file: path.posix.join("data", "sections", fileName),
        field: "",
        message: `not a landing section; expected one of ${SECTION_IDS.map((id) => `${id}.json`).join(", ")}`,
      });
    }
  }

  const orders = new Map<SectionId, number>();
  for (const { path: relative, schema, sectionId } of contentFiles) {
    const file = path.posix.join("data", relative);
    if (sectionId && !sectionFiles.includes(`${sectionId}.json`)) {
      problems.push({ file, field: "", message: "the landing section is missing; the landing page needs it" });
      continue;
    }
    withinFile(file, problems, () => {
      const content = check(schema, readJson(dataDir, relative, problems, pending), file, problems, images);
      if (sectionId && content) orders.set(sectionId, (content as { order: number }).order);
    });
  }
  checkSectionOrder(orders, problems);
  checkPosts(dataDir, pending, problems);

  return problems;
}

/** The src of each <img> in a piece of a post's raw HTML, which gatsby-remark-images processes too. */
function htmlPictures(html: string): string[] {
  type HtmlNode = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: HtmlNode[] };
  const sources: string[] = [];
  for (const node of allNodes<HtmlNode>(parseFragment(html) as HtmlNode, (node) => node.childNodes)) {
    const src = node.nodeName === "img" ? node.attrs?.find((attribute) => attribute.name === "src") : undefined;
    if (src) sources.push(src.value);
  }
  return sources;
}

/** Every node of a tree, in document order, walked without recursion (a document sets its depth). */
function* allNodes<T>(root: T, children: (node: T) => T[] | undefined): Generator<T> {
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    yield node;
    stack.push(...(children(node) ?? []).slice().reverse());
  }
}

/**
 * The pictures a post's body shows from its own folder: the addresses of its images (Markdown's,
 * by address or by reference, and raw HTML's) that are neither URLs nor site paths, as file names
 * ("./diagram.png" is "diagram.png").
 */
function bodyPictures(body: string): string[] {
  const addresses: string[] = [];
  const references: string[] = [];
  const definitions = new Map<string, string>();
  type Node = { type: string; url?: string; identifier?: string; value?: string; children?: Node[] };
  for (const node of allNodes<Node>(parsePostMarkdown(body) as Node, (node) => node.children)) {
    if (node.type === "image" && node.url) addresses.push(node.url);
    if (node.type === "imageReference" && node.identifier) references.push(node.identifier);
    // The first definition of a label counts, as in the build.
    if (node.type === "definition" && node.identifier && node.url && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node.url);
    }
    if (node.type === "html" && node.value) addresses.push(...htmlPictures(node.value));
  }
  addresses.push(...references.flatMap((identifier) => definitions.get(identifier) ?? []));
  return addresses
    .filter((address) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(address))
    .map((address) => address.replace(/^\.\//, ""));
}

/**
 * A picture the text shows, named by its file name alone, with its extension in lowercase:
 * gatsby-remark-images processes no other (nor decodes a %-escape), and the page would drop it.
 */
const BODY_PICTURE = new RegExp(`^${PICTURE_NAME_PATTERN}$`);
const isBodyPicture = (name: string) =>
  BODY_PICTURE.test(name) && path.extname(name) === path.extname(name).toLowerCase();

/** The post folders under data/blog/, on disk and about to be saved. */
function postSlugs(dataDir: string, pending: PendingContent): string[] {
  const blogDir = path.join(dataDir, BLOG_FOLDER);
  const onDisk = fs.existsSync(blogDir)
    ? fs
        .readdirSync(blogDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const saved = [...(pending.files?.keys() ?? [])]
    .map((file) => file.split("/"))
    .filter((parts) => parts.length === 3 && parts[0] === BLOG_FOLDER)
    .map((parts) => parts[1]);
  return [...new Set([...onDisk, ...saved])].sort();
}

/**
 * Each post, data/blog/<slug>/index.md: a folder name that can be an address, front matter
 * that is YAML, and fields the post schema accepts. A folder holding only pictures is what
 * deleting a post in an editor can leave behind; it is no post, and no problem.
 */
function checkPosts(dataDir: string, pending: PendingContent, problems: ContentProblem[]): void {
  for (const slug of postSlugs(dataDir, pending)) {
    const file = path.posix.join("data", BLOG_FOLDER, slug, "index.md");
    withinFile(file, problems, () => checkPost(dataDir, slug, pending, problems));
  }
}

/** Runs a file's checks: a reader's or parser's failure is a problem of that file, never a crash. */
function withinFile(file: string, problems: ContentProblem[], checkFile: () => void): void {
  try {
    checkFile();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push({
      file,
      field: "",
      message: `could not be read (${reason}); expected what docs/editing.md describes`,
    });
  }
}

function checkPost(dataDir: string, slug: string, pending: PendingContent, problems: ContentProblem[]): void {
  const relative = `${BLOG_FOLDER}/${slug}/index.md`;
  const file = path.posix.join("data", relative);
  const absolute = path.join(dataDir, relative);
  const source = pending.deleted?.has(relative)
    ? null
    : (pending.files?.get(relative) ?? (fs.existsSync(absolute) ? fs.readFileSync(absolute, "utf8") : null));
  if (source === null) return;
  const longest = CONTENT_LIMITS.frontMatterCharacters + CONTENT_LIMITS.postBodyCharacters;
  if (source.length > longest + 16) {
    problems.push({
      file,
      field: "",
      message: `the file is ${source.length} characters long; expected at most ${longest}`,
    });
    return;
  }
  if (!POST_SLUG.test(slug)) {
    problems.push({
      file,
      field: "",
      message: `the folder name "${slug}" is the post's address; expected lowercase letters, digits and hyphens, e.g. "first-post"`,
    });
    return;
  }
  if ((RESERVED_POST_SLUGS as readonly string[]).includes(slug)) {
    problems.push({
      file,
      field: "",
      message: `/blog/${slug} is taken by the blog's own pages; expected another folder name`,
    });
    return;
  }
  const frontMatter = readFrontMatter(source);
  if (!frontMatter.ok) {
    problems.push({ file, field: "", message: frontMatter.message });
    return;
  }
  const pictureExists = (name: string) => pictureThere(dataDir, `${BLOG_FOLDER}/${slug}/${name}`, pending);
  check(blogPostSchema, frontMatter.data, file, problems, {
    exists: pictureExists,
    missing: "a picture next to the post",
  });
  const overLimit = postBodyLimitProblem(frontMatter.body);
  if (overLimit) {
    problems.push({ file, ...overLimit });
    return;
  }
  for (const name of bodyPictures(frontMatter.body)) {
    const message = !isBodyPicture(name)
      ? `the text shows the picture "${name}"; expected the file name of a ${PICTURE_TYPE_NAMES} picture next to the post, of ${PICTURE_NAME_CHARACTERS}, its extension in lowercase`
      : !pictureExists(name)
        ? `the text shows the picture "${name}", which is not next to the post; expected it uploaded with the post`
        : undefined;
    if (message) problems.push({ file, field: "body", message });
  }
}

/** The message that stops a build: every problem on a line, each naming file and field. */
export function describeContentProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The content under data/ has ${count}; fix ${problems.length === 1 ? "it" : "them"} and build again:`,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
    "See docs/editing.md for what each field expects.",
  ].join("\n");
}
