import { z } from "zod";
import { contentSchemas, SECTION_IDS } from "./schema";

/**
 * The JSON Schema of every data file, by its path under data/ (e.g. "schemas/site.schema.json"),
 * generated from the zod schemas so the two cannot disagree.
 */
export function jsonSchemaFiles(): Record<string, object> {
  // Whether an image exists is checked by the build; the IDE only sees a string.
  const schemas = contentSchemas({ imageExists: () => true });
  const toJson = (schema: z.ZodType, title: string) => ({
    title,
    ...z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }),
  });

  const files: Record<string, object> = {
    "schemas/site.schema.json": toJson(schemas.site, "Parley site settings (data/site.json)"),
    "schemas/navigation.schema.json": toJson(schemas.navigation, "Header navigation (data/navigation.json)"),
    "schemas/footer.schema.json": toJson(schemas.footer, "Footer (data/footer.json)"),
  };
  for (const [page, schema] of Object.entries(schemas.pages)) {
    files[`schemas/${page}-page.schema.json`] = toJson(schema, `The ${page} page (data/pages/${page}.json)`);
  }
  for (const id of SECTION_IDS) {
    files[`schemas/sections/${id}.schema.json`] = toJson(schemas.sections[id], `Landing section (data/sections/${id}.json)`);
  }
  return files;
}
