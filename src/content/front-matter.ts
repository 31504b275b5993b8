// A post's index.md split into front matter and Markdown. The validator and the build (gatsby-config.ts)
// read the YAML alike, with YAML 1.2's core schema: a date stays the text the editor wrote, "1:30" stays
// text (YAML 1.1 reads 90), and "yes" is text, not a boolean, so the schema reports it.
import { parse, YAMLParseError } from "yaml";
import { CONTENT_LIMITS } from "./content-limits";

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)([\s\S]*)$/m;

/** Aliases (*name) are refused: a post's fields have no use for them, and each can copy a whole tree. */
export function readFrontMatterYaml(text: string): unknown {
  return parse(text, { schema: "core", maxAliasCount: 0 }) ?? {};
}

export type FrontMatter = { ok: true; data: unknown; body: string } | { ok: false; message: string };

export function readFrontMatter(source: string): FrontMatter {
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ""));
  const limit = CONTENT_LIMITS.frontMatterCharacters;
  const fail = (message: string) => ({ ok: false as const, message });
  if (!match || match.index !== 0) {
    return fail('expected front matter at the top: a "---" line, the fields, and another "---" line');
  }
  if (match[1].length > limit) {
    const only = "(the fields only; the text goes below it)";
    return fail(`the front matter is ${match[1].length} characters long; expected at most ${limit} ${only}`);
  }
  try {
    return { ok: true, data: readFrontMatterYaml(match[1]), body: match[2] };
  } catch (error) {
    if (error instanceof ReferenceError)
      return fail("the front matter uses a YAML alias (*name); expected each value written out");
    if (!(error instanceof YAMLParseError)) throw error;
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line + 1, error.linePos[0].col] : [1, 1];
    const reason = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    return fail(`the front matter is not valid YAML at line ${line}, column ${column}: ${reason}`);
  }
}
