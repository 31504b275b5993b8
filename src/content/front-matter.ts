/**
 * A post's index.md split into its front matter and its Markdown body. The YAML is read with the
 * `yaml` package's core schema (YAML 1.2), by the validator and by the build alike
 * (gatsby-config.ts): a date stays the text the editor wrote ("2025-03-14"), "1:30" stays text
 * (YAML 1.1 reads 90), and "yes" is text, not a boolean, so the schema reports it.
 */
import { parse, YAMLParseError } from "yaml";
import { CONTENT_LIMITS } from "./content-limits";

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)([\s\S]*)$/m;

const MAX_FRONT_MATTER_CHARS = CONTENT_LIMITS.frontMatterCharacters;

/**
 * The fields of a post's front matter, from its YAML text. Aliases (*name) are refused: a post's
 * few fields have no use for them, and each can stand for a copy of a whole tree.
 */
export function readFrontMatterYaml(text: string): unknown {
  return parse(text, { schema: "core", maxAliasCount: 0 }) ?? {};
}

export type FrontMatter = { ok: true; data: unknown; body: string } | { ok: false; message: string };

export function readFrontMatter(source: string): FrontMatter {
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ""));
  if (!match || match.index !== 0) {
    return { ok: false, message: 'expected front matter at the top: a "---" line, the fields, and another "---" line' };
  }
  if (match[1].length > MAX_FRONT_MATTER_CHARS) {
    return {
      ok: false,
      message: `the front matter is ${match[1].length} characters long; expected at most ${MAX_FRONT_MATTER_CHARS} (the fields only; the text goes below it)`,
    };
  }
  try {
    return { ok: true, data: readFrontMatterYaml(match[1]), body: match[2] };
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const [line, column] = error.linePos?.[0] ? [error.linePos[0].line + 1, error.linePos[0].col] : [1, 1];
      return {
        ok: false,
        message: `the front matter is not valid YAML at line ${line}, column ${column}: ${error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")}`,
      };
    }
    if (error instanceof ReferenceError) {
      return { ok: false, message: "the front matter uses a YAML alias (*name); expected each value written out" };
    }
    throw error;
  }
}
