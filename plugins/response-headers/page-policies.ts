import fs from "node:fs";
import path from "node:path";

// Each page's Content-Security-Policy, as its rendering (gatsby-ssr.tsx) found it, kept where the
// adapter (netlify-adapter.ts) reads it back for the page's headers. They live in Gatsby's cache
// beside the pages' other build state: a warm build renders only the pages that changed, and the
// others keep their policy from the build that rendered them.

const policiesDir = (projectDir: string) => path.join(projectDir, ".cache", "page-policies");
const fileOf = (projectDir: string, pagePath: string) =>
  path.join(policiesDir(projectDir), `${encodeURIComponent(pagePath)}.txt`);

export function writePagePolicy(projectDir: string, pagePath: string, policy: string): void {
  fs.mkdirSync(policiesDir(projectDir), { recursive: true });
  fs.writeFileSync(fileOf(projectDir, pagePath), policy);
}

/** The policy the page at `pagePath` was rendered with; throws if it has none. */
export function readPagePolicy(projectDir: string, pagePath: string): string {
  const file = fileOf(projectDir, pagePath);
  if (!fs.existsSync(file)) throw new Error(`${pagePath} was rendered without a Content-Security-Policy`);
  return fs.readFileSync(file, "utf8");
}
