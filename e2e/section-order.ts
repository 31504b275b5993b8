import fs from "node:fs";
import path from "node:path";
import { SECTION_IDS } from "../src/content";

const sectionsDir = path.join(__dirname, "..", "data", "sections");

/**
 * The landing sections' ids in the order the page must show them: every section of the content
 * model, sorted by the "order" of its file. Editors reorder the page there, so this follows them;
 * what the page must show, and in what order, is LANDING_STRINGS (required-content.ts).
 */
export function sectionOrder(): string[] {
  const order = (id: string) =>
    (JSON.parse(fs.readFileSync(path.join(sectionsDir, `${id}.json`), "utf8")) as { order: number }).order;
  return [...SECTION_IDS].sort((a, b) => order(a) - order(b));
}
