import * as z from "zod";
import { contentFiles } from "./content-files";

/**
 * The JSON Schema of every data file, by its path under data/ (e.g. "schemas/site.schema.json"),
 * generated from the zod schemas so the two cannot disagree.
 */
export function jsonSchemaFiles(): Record<string, object> {
  // Whether an image exists is checked by the build; the IDE only sees a string.
  const files = contentFiles({ imageExists: () => true });
  return Object.fromEntries(
    files.map(({ jsonSchemaPath, title, schema }) => [
      jsonSchemaPath,
      { title, ...z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) },
    ]),
  );
}
