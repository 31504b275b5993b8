// The sizes content may have, checked before anything parses it. remark, with the syntax the build
// reads posts with, spends time that grows faster than linearly with a paragraph's markup, and nests
// as deep as a document asks; these sizes keep a post's parsing within a fraction of a second, with
// room to spare for the longest real article.
export const CONTENT_LIMITS = {
  /** The largest content JSON file is a few kilobytes; the deepest shape nests five. */
  jsonCharacters: 256 * 1024,
  jsonDepth: 16,
  /** A post's fields fit in a few hundred; the YAML reader checks each key against every one before it. */
  frontMatterCharacters: 8192,
  /** A long article is under 60,000 characters and 2,000 lines. */
  postBodyCharacters: 100_000,
  postMarkupCharacters: 20_000,
  /** Markup in one paragraph (a table's rows count each on its own). */
  paragraphMarkupCharacters: 1_000,
  /** Lines outside code blocks. */
  postLines: 4_000,
  /** Lines of one paragraph, list or quote: remark reads them in a time that grows faster. */
  blockLines: 300,
  postNesting: 10,
} as const;

/** The characters that open or close Markdown's inline syntax and raw HTML. */
const MARKUP = /[*_[\]()<>`~|\\!]/g;
const tooMuch = (most: number) => `has more than ${most} markup characters (* _ [ ] ( ) < > \` ~ | \\ !)`;

/** What makes a JSON file too large to parse, if anything. */
export function jsonLimitProblem(source: string): string | null {
  const { jsonCharacters, jsonDepth } = CONTENT_LIMITS;
  if (source.length > jsonCharacters) {
    return `the file is ${source.length} characters long; expected at most ${jsonCharacters}`;
  }
  let depth = 0;
  let inString = false;
  for (let index = 0; index < source.length; index++) {
    const character = source[index];
    if (inString) {
      if (character === "\\") index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if ((character === "{" || character === "[") && ++depth > jsonDepth) {
      return `objects and lists nest more than ${jsonDepth} deep; expected the shape docs/editing.md describes`;
    } else if (character === "}" || character === "]") depth--;
  }
  return null;
}

/** A quote's ">" or a list item's marker, with the space after it. */
const CONTAINER = /[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/y;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;
const TABLE_DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** The containers a line opens (counted up to one past the limit), and what is left after them. */
function containersOf(line: string): { count: number; rest: string } {
  if (THEMATIC_BREAK.test(line)) return { count: 0, rest: line };
  let count = 0;
  let end = 0;
  CONTAINER.lastIndex = 0;
  while (count <= CONTENT_LIMITS.postNesting && CONTAINER.test(line)) {
    count++;
    end = CONTAINER.lastIndex;
  }
  return { count, rest: line.slice(end) };
}

/**
 * A post's text over the limits, in one pass over its lines: its length, its lines and markup outside
 * fenced code, in all and per block (lines with no blank line between them), and how deep lists and
 * quotes nest (the containers a line opens, under the list items of smaller indent above it).
 */
export function postBodyLimitProblem(body: string): { field: "body"; message: string } | null {
  const { postBodyCharacters, postMarkupCharacters, paragraphMarkupCharacters, postLines, blockLines, postNesting } =
    CONTENT_LIMITS;
  const problem = (message: string, limit: number, advice = "") => ({
    field: "body" as const,
    message: `${message}; expected at most ${limit}${advice && ` (${advice})`}`,
  });
  const split = "split it into several posts";
  if (body.length > postBodyCharacters)
    return problem(`the text is ${body.length} characters long`, postBodyCharacters, split);
  let fence: string | null = null;
  let lines = 0;
  let markup = 0;
  const emptyBlock = () => ({ first: "", lines: 0, markup: 0, table: false });
  let block = emptyBlock();
  const listIndents: number[] = [];
  for (const line of body.split("\n")) {
    if (line.trim() === "") {
      if (fence === null) block = emptyBlock();
      continue;
    }
    const { count, rest } = containersOf(line);
    const content = rest.trimStart();
    if (fence !== null) {
      if (content.startsWith(fence) && /^[`~]+[ \t]*$/.test(content)) fence = null;
      continue;
    }
    const opening = FENCE.exec(content);
    if (opening) {
      fence = opening[1];
      block = emptyBlock();
      continue;
    }
    const indent = line.length - line.trimStart().length;
    if (count > 0) {
      while (listIndents.length > 0 && listIndents[listIndents.length - 1] >= indent) listIndents.pop();
      if (count + listIndents.length > postNesting) {
        return problem(`lists and quotes nest more than ${postNesting} deep`, postNesting);
      }
      listIndents.push(indent);
    } else if (indent === 0) listIndents.length = 0;

    if (++lines > postLines)
      return problem(`the text has more than ${postLines} lines outside code blocks`, postLines, split);
    block.first ||= content;
    const starting = `starting "${block.first.slice(0, 40)}"`;
    if (++block.lines > blockLines) {
      const runs = `runs for more than ${blockLines} lines without a blank line`;
      return problem(`the paragraph, list or quote ${starting} ${runs}`, blockLines);
    }
    const lineMarkup = rest.match(MARKUP)?.length ?? 0;
    markup += lineMarkup;
    if (markup > postMarkupCharacters) {
      return problem(`the text ${tooMuch(postMarkupCharacters)} outside code blocks`, postMarkupCharacters, split);
    }
    // A table's rows are read one by one, each like a paragraph of its own.
    if (block.lines === 2 && TABLE_DELIMITER_ROW.test(content)) block.table = true;
    block.markup = block.table ? lineMarkup : block.markup + lineMarkup;
    if (block.markup > paragraphMarkupCharacters) {
      const paragraph = `the paragraph ${starting} ${tooMuch(paragraphMarkupCharacters)}`;
      return problem(paragraph, paragraphMarkupCharacters, "break it into paragraphs");
    }
  }
  return null;
}
