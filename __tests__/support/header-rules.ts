import path from "node:path";

// The header scripts are plain ESM JavaScript (JSDoc types), outside the TypeScript project: they
// are loaded through Jest's module system, with their API spelled out here so the tests
// type-check.

export type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
type HeaderConflict = { path: string; header: string; rules: string[] };

export const { readHeaderRules, readHeadersFileRules, headersFor, findHeaderConflicts } = jest.requireActual<{
  readHeaderRules: (rootDir: string, publicDir: string) => Promise<HeaderRule[]>;
  readHeadersFileRules: (file: string) => Promise<HeaderRule[]>;
  headersFor: (rules: readonly HeaderRule[], urlPath: string) => Record<string, string>;
  findHeaderConflicts: (rules: readonly HeaderRule[], urlPaths: Iterable<string>) => HeaderConflict[];
}>("../../plugins/response-headers/netlify-rules.mjs");

export const repoRoot = path.join(__dirname, "..", "..");
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
