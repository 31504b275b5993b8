import type * as z from "zod";
import { footer, navigation, pages, SECTION_IDS, site, type SectionId } from "./schema";
import { sectionSchemas } from "./section-schemas";

export interface ContentFile {
  /** The file, relative to data/, e.g. "sections/hero.json". */
  path: string;
  /** What the file holds, in a few words: the editor's label. */
  label: string;
  /** The label and the file: the JSON Schema's title. */
  title: string;
  schema: z.ZodType;
  /** The GraphQL node type of the file, e.g. "HeroSectionJson". */
  typeName: string;
  /** Where its JSON Schema is written, relative to data/. */
  jsonSchemaPath: string;
  sectionId?: SectionId;
}

/** "chains-and-token" and "chainsAndToken" become "ChainsAndToken". */
export function pascalCase(name: string): string {
  return name.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/**
 * data/site.json is SiteJson, data/pages/blog.json BlogPageJson, data/sections/hero.json
 * HeroSectionJson: gatsby-transformer-json would name every section "SectionsJson", which cannot be typed.
 */
export function contentTypeName(fileName: string, folder: string): string {
  const kind = folder === "sections" ? "Section" : folder === "pages" ? "Page" : "";
  return `${pascalCase(fileName)}${kind}Json`;
}

const sentenceCase = (id: string) => id[0].toUpperCase() + id.slice(1).replaceAll("-", " ");

/** Every content file under data/ with its schema: the list everything else is derived from. */
export const contentFiles: ContentFile[] = [
  ...(
    [
      ["site", "Site settings", site],
      ["navigation", "Header navigation", navigation],
      ["footer", "Footer", footer],
    ] as const
  ).map(([name, label, schema]) => ({
    path: `${name}.json`,
    label,
    title: `${label} (data/${name}.json)`,
    schema,
    typeName: contentTypeName(name, ""),
    jsonSchemaPath: `schemas/${name}.schema.json`,
  })),
  ...Object.entries(pages).map(([page, schema]) => ({
    path: `pages/${page}.json`,
    label: `The ${page} page`,
    title: `The ${page} page (data/pages/${page}.json)`,
    schema,
    typeName: contentTypeName(page, "pages"),
    jsonSchemaPath: `schemas/${page}-page.schema.json`,
  })),
  ...SECTION_IDS.map((id) => ({
    path: `sections/${id}.json`,
    label: sentenceCase(id),
    title: `Landing section (data/sections/${id}.json)`,
    schema: sectionSchemas[id],
    typeName: contentTypeName(id, "sections"),
    jsonSchemaPath: `schemas/sections/${id}.schema.json`,
    sectionId: id,
  })),
];
