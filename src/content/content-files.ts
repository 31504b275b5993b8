/**
 * Every content file under data/ with its schema, GraphQL type and JSON Schema: the list the
 * validator, the GraphQL types and the editors' JSON Schemas are all derived from.
 */
import type * as z from "zod";
import { contentSchemas, SECTION_IDS, type ContentContext, type SectionId } from "./schema";

export interface ContentFile {
  /** The file, relative to data/, e.g. "sections/hero.json". */
  path: string;
  /** What the file holds, in a few words, e.g. "Header navigation" (the browser editor's label). */
  label: string;
  /** The label and the file, for editors (the JSON Schema's title). */
  title: string;
  schema: z.ZodType;
  /** The GraphQL node type gatsby-transformer-json gives the file, e.g. "HeroSectionJson". */
  typeName: string;
  /** Where its JSON Schema is written, relative to data/, e.g. "schemas/sections/hero.schema.json". */
  jsonSchemaPath: string;
  /** The landing section the file holds, for files under data/sections/. */
  sectionId?: SectionId;
}

/** "chains-and-token" and "chainsAndToken" become "ChainsAndToken". */
export function pascalCase(name: string): string {
  return name.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/**
 * The GraphQL type for a content file: data/site.json is SiteJson, data/pages/blog.json is
 * BlogPageJson, data/sections/hero.json is HeroSectionJson. gatsby-transformer-json would name a
 * one-object file after its folder (every section "SectionsJson"), which cannot be typed.
 */
export function contentTypeName(fileName: string, folder: string): string {
  const kind = folder === "sections" ? "Section" : folder === "pages" ? "Page" : "";
  return `${pascalCase(fileName)}${kind}Json`;
}

/** "chains-and-token" becomes "Chains and token". */
function sentenceCase(id: string): string {
  const words = id.split("-").join(" ");
  return words[0].toUpperCase() + words.slice(1);
}

export function contentFiles(context: ContentContext): ContentFile[] {
  const schemas = contentSchemas(context);
  const topLevel = [
    { name: "site", label: "Site settings", schema: schemas.site },
    { name: "navigation", label: "Header navigation", schema: schemas.navigation },
    { name: "footer", label: "Footer", schema: schemas.footer },
  ].map(({ name, label, schema }) => ({
    path: `${name}.json`,
    label,
    title: `${label} (data/${name}.json)`,
    schema,
    typeName: contentTypeName(name, ""),
    jsonSchemaPath: `schemas/${name}.schema.json`,
  }));
  const pages = Object.entries(schemas.pages).map(([page, schema]) => ({
    path: `pages/${page}.json`,
    label: `The ${page} page`,
    title: `The ${page} page (data/pages/${page}.json)`,
    schema,
    typeName: contentTypeName(page, "pages"),
    jsonSchemaPath: `schemas/${page}-page.schema.json`,
  }));
  const sections = SECTION_IDS.map((id) => ({
    path: `sections/${id}.json`,
    label: sentenceCase(id),
    title: `Landing section (data/sections/${id}.json)`,
    schema: schemas.sections[id],
    typeName: contentTypeName(id, "sections"),
    jsonSchemaPath: `schemas/sections/${id}.schema.json`,
    sectionId: id,
  }));
  return [...topLevel, ...pages, ...sections];
}
