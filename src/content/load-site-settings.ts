import fs from "node:fs";
import path from "node:path";
import { formatProblem, validateContent } from "./validate";

export interface SiteSettings {
  name: string;
  description: string;
  siteUrl: string;
  language: string;
  themeColor: string;
  backgroundColor: string;
  icon: { src: string };
}

/** Raised when data/ holds content that would build a broken site. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      [
        `The content under data/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}; fix ${
          problems.length === 1 ? "it" : "them"
        } and build again:`,
        ...problems.map((problem) => `  - ${problem}`),
        "See docs/editing.md for what each field expects.",
      ].join("\n"),
    );
    this.name = "ContentError";
  }
}

/**
 * Validates all of data/ and returns the site-wide settings that gatsby-config needs
 * (the manifest and sitemap plugins read them before any page query can run).
 */
export function loadSiteSettings(dataDir: string): SiteSettings {
  const problems = validateContent(dataDir);
  if (problems.length > 0) throw new ContentError(problems.map(formatProblem));
  return JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as SiteSettings;
}
