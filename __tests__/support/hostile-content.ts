/**
 * Content a hostile or careless editor could write, each past a limit of
 * src/content/content-limits.ts or shaped to make a parser slow or deep, and the largest content
 * the limits let through in the shape remark reads slowest. The validator, the post renderer and
 * the editor's API get through all of it without throwing and within the time bound.
 */
import { CONTENT_LIMITS } from "../../src/content";

const repeat = (unit: string, characters: number) => unit.repeat(Math.ceil(characters / unit.length));

/** Post bodies (below valid front matter), each refused with a message naming the field "body". */
export const HOSTILE_BODIES: Record<string, string> = {
  "a nested list on one line": repeat("- ", 10_000),
  "nested quotes": repeat("> ", 16_000),
  "a list nested by indentation": Array.from({ length: 400 }, (_, depth) => `${" ".repeat(depth * 2)}- item`).join(
    "\n",
  ),
  "a run of [": repeat("[", 40_000),
  "a run of ![": repeat("![", 40_000),
  "a run of *_": repeat("*_", 32_000),
  "a run of a*": repeat("a*", 32_000),
  "a run of []": repeat("[]", 32_000),
  "a run of backticks": repeat("`", 60_000),
  "a run of backslashes": repeat("\\", 60_000),
  "a run of _": repeat("_", 60_000),
  "a run of >": repeat(">", 60_000),
  "a run of - on lines": repeat("-\n", 60_000),
  "nested raw HTML": repeat("<div>", 60_000),
  "emphasis nested deep": `${repeat("*a _b ", 30_000)}c`,
  "a table a thousand columns wide": `${repeat("|a", 4_000)}|\n${repeat("|-", 4_000)}|\n${repeat("|*", 4_000)}|`,
  "NUL bytes": repeat("\u0000[*", 60_000),
  "a line of two megabytes": "a".repeat(2_000_000),
  "many small paragraphs of markup": repeat("[*_]()<>\n\n", 200_000),
};

/** Content files' text, each refused with a message naming the whole file. */
export const HOSTILE_JSON: Record<string, string> = {
  "arrays nested a hundred thousand deep": `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
  "objects nested deep": `${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}`,
  "a file of two megabytes": JSON.stringify({ name: "a".repeat(2_000_000) }),
  "NUL bytes": "\u0000".repeat(100_000),
};

/** Front matter, each refused: an alias bomb, a hundred thousand keys. */
export const HOSTILE_FRONT_MATTER: Record<string, string> = {
  "an alias bomb": [
    'title: "x"',
    "a: &a [x, x, x, x, x, x, x, x, x]",
    ...Array.from(
      { length: 12 },
      (_, i) =>
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(", ")}]`,
    ),
  ].join("\n"),
  "a hundred aliases": ['title: "x"', "a: &a x", ...Array.from({ length: 150 }, (_, i) => `k${i}: *a`)].join("\n"),
  "a hundred thousand keys": Array.from({ length: 100_000 }, (_, i) => `k${i}: v`).join("\n"),
};

/**
 * The most the limits let through in the shape remark reads slowest: paragraphs of the most
 * markup a paragraph may have, up to the most a post may have.
 */
export const LARGEST_ACCEPTED_BODY = Array.from(
  { length: CONTENT_LIMITS.postMarkupCharacters / CONTENT_LIMITS.paragraphMarkupCharacters },
  () => repeat("*_", CONTENT_LIMITS.paragraphMarkupCharacters),
).join("\n\n");
