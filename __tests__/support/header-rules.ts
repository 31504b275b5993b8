import type { HeaderRule } from "./netlify-build-checks";

// The header scripts are plain ESM JavaScript (JSDoc types), outside the TypeScript project: they
// are loaded through Jest's module system, with their API spelled out here so the tests
// type-check.

type HeaderConflict = { path: string; header: string; rules: string[] };

export const { readHeaderRules, readHeadersFileRules, headersFor, findHeaderConflicts } = jest.requireActual<{
  readHeaderRules: (rootDir: string, publicDir: string) => Promise<HeaderRule[]>;
  readHeadersFileRules: (file: string) => Promise<HeaderRule[]>;
  headersFor: (rules: readonly HeaderRule[], urlPath: string) => Record<string, string>;
  findHeaderConflicts: (rules: readonly HeaderRule[], urlPaths: Iterable<string>) => HeaderConflict[];
}>("../../headers/index.mjs");

export { IMMUTABLE, REVALIDATE, type HeaderRule } from "./netlify-build-checks";
export { root as repoRoot } from "./project-copy";
