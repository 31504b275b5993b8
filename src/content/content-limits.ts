/**
 * The sizes content may have, checked before anything parses it: the validator (so the build and
 * the local editor's saves) and the editor's post preview read every file through these. remark,
 * with the GitHub and footnote syntax the build reads posts with, spends time that grows with the
 * markup characters of a paragraph faster than linearly, and nests as deep as a document asks; so
 * a post is held to sizes that keep its parsing within a fraction of a second, with room to spare
 * for the longest real article.
 */

export const CONTENT_LIMITS = {
  /** A content JSON file: the largest is a few kilobytes. */
  jsonCharacters: 256 * 1024,
  /** Objects and arrays inside one another in a JSON file; the deepest shape is five. */
  jsonDepth: 16,
  /**
   * A post's fields fit in a few hundred characters; the YAML reader checks each key against every
   * one before it, so a hundred thousand keys would hold a build for minutes.
   */
  frontMatterCharacters: 8192,
  /** A post's text below its front matter: a long article is under 60,000. */
  postBodyCharacters: 100_000,
  /** Markup characters (MARKUP) in a post's text outside code blocks. */
  postMarkupCharacters: 20_000,
  /** Markup characters in one paragraph (a table's rows count each on its own). */
  paragraphMarkupCharacters: 1_000,
  /** Lines outside code blocks: a long article has under 2,000. */
  postLines: 4_000,
  /** Lines of one paragraph, list or quote with no blank line: remark reads them in a time that grows faster. */
  blockLines: 300,
  /** Lists and quotes inside one another. */
  postNesting: 10,
} as const;

/** The characters that open or close Markdown's inline syntax and raw HTML. */
const MARKUP = /[*_[\]()<>`~|\\!]/g;
const MARKUP_NAMES = "markup characters (* _ [ ] ( ) < > ` ~ | \\ !)";
const markupIn = (text: string) => text.match(MARKUP)?.length ?? 0;

/** A problem with a file's size, for the validator's list; `field` is "" for the whole file. */
export interface LimitProblem {
  field: string;
  message: string;
}

/** A JSON file's text over the size or nesting limits, before JSON.parse and the schema read it. */
export function jsonLimitProblem(source: string): LimitProblem | null {
  if (source.length > CONTENT_LIMITS.jsonCharacters) {
    return {
      field: "",
      message: `the file is ${source.length} characters long; expected at most ${CONTENT_LIMITS.jsonCharacters}`,
    };
  }
  let depth = 0;
  let inString = false;
  for (let index = 0; index < source.length; index++) {
    const character = source[index];
    if (inString) {
      if (character === "\\") index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === "{" || character === "[") {
      if (++depth > CONTENT_LIMITS.jsonDepth) {
        return {
          field: "",
          message: `objects and lists nest more than ${CONTENT_LIMITS.jsonDepth} deep; expected the shape docs/editing.md describes`,
        };
      }
    } else if (character === "}" || character === "]") depth--;
  }
  return null;
}

/** One container a line opens: a quote's ">" or a list item's marker, with the space after it. */
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

const problem = (message: string): LimitProblem => ({ field: "body", message });

/**
 * A post's Markdown text over the limits, found in one pass over its lines: the text's length,
 * its lines and markup outside fenced code, in all and per block (lines without a blank line
 * between them), and how deep lists and quotes nest (the containers a line opens, under the
 * list items of smaller indent above it).
 */
export function postBodyLimitProblem(body: string): LimitProblem | null {
  const limits = CONTENT_LIMITS;
  if (body.length > limits.postBodyCharacters) {
    return problem(
      `the text is ${body.length} characters long; expected at most ${limits.postBodyCharacters} (split it into several posts)`,
    );
  }
  let fence: string | null = null;
  let lines = 0;
  let markup = 0;
  let block = { first: "", lines: 0, markup: 0, table: false };
  const listIndents: number[] = [];
  for (const line of body.split("\n")) {
    if (line.trim() === "") {
      if (fence === null) block = { first: "", lines: 0, markup: 0, table: false };
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
      block = { first: "", lines: 0, markup: 0, table: false };
      continue;
    }
    const indent = line.length - line.trimStart().length;
    if (count > 0) {
      while (listIndents.length > 0 && listIndents[listIndents.length - 1] >= indent) listIndents.pop();
      if (count + listIndents.length > limits.postNesting) {
        return problem(
          `lists and quotes nest more than ${limits.postNesting} deep; expected at most ${limits.postNesting}`,
        );
      }
      listIndents.push(indent);
    } else if (indent === 0) listIndents.length = 0;

    if (++lines > limits.postLines) {
      return problem(
        `the text has more than ${limits.postLines} lines outside code blocks; expected at most ${limits.postLines} (split it into several posts)`,
      );
    }
    block.first ||= content;
    if (++block.lines > limits.blockLines) {
      return problem(
        `the paragraph, list or quote starting "${block.first.slice(0, 40)}" runs for more than ${limits.blockLines} lines without a blank line; expected at most ${limits.blockLines}`,
      );
    }
    const lineMarkup = markupIn(rest);
    markup += lineMarkup;
    if (markup > limits.postMarkupCharacters) {
      return problem(
        `the text has more than ${limits.postMarkupCharacters} ${MARKUP_NAMES} outside code blocks; expected at most ${limits.postMarkupCharacters} (split it into several posts)`,
      );
    }
    // A table's rows are read one by one, each like a paragraph of its own.
    if (block.lines === 2 && TABLE_DELIMITER_ROW.test(content)) block.table = true;
    block.markup = block.table ? lineMarkup : block.markup + lineMarkup;
    if (block.markup > limits.paragraphMarkupCharacters) {
      return problem(
        `the paragraph starting "${block.first.slice(0, 40)}" has more than ${limits.paragraphMarkupCharacters} ${MARKUP_NAMES}; expected at most ${limits.paragraphMarkupCharacters} (break it into paragraphs)`,
      );
    }
  }
  return null;
}
