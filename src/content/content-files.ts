import type * as z from "zod";
import { footer, navigation, pages, SECTION_IDS, site, type SectionId } from "./schema";
import { sectionSchemas } from "./section-schemas";

export function pascalCase(name: string): string {
  return name.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

// data/pages/blog.json is BlogPageJson, data/sections/hero.json HeroSectionJson: gatsby-transformer-json
// would name every section "SectionsJson", which cannot be typed.
export function contentTypeName(fileName: string, folder: string): string {
  const kind = folder === "sections" ? "Section" : folder === "pages" ? "Page" : "";
  return `${pascalCase(fileName)}${kind}Json`;
}

const sentenceCase = (id: string) => id[0].toUpperCase() + id.slice(1).replaceAll("-", " ");

function contentFile(folder: "" | "pages" | "sections", name: string, label: string, schema: z.ZodType) {
  const path = folder ? `${folder}/${name}.json` : `${name}.json`;
  const section = folder === "sections";
  return {
    path,
    label,
    title: `${section ? "Landing section" : label} (data/${path})`,
    schema,
    typeName: contentTypeName(name, folder),
    jsonSchemaPath: `schemas/${section ? "sections/" : ""}${name}${folder === "pages" ? "-page" : ""}.schema.json`,
    ...(section && { sectionId: name as SectionId }),
  };
}

/** The list everything else is derived from. */
export type ContentFile = ReturnType<typeof contentFile>;
export const contentFiles: ContentFile[] = [
  contentFile("", "site", "Site settings", site),
  contentFile("", "navigation", "Header navigation", navigation),
  contentFile("", "footer", "Footer", footer),
  ...Object.entries(pages).map(([page, schema]) => contentFile("pages", page, `The ${page} page`, schema)),
  ...SECTION_IDS.map((id) => contentFile("sections", id, sentenceCase(id), sectionSchemas[id])),
];
