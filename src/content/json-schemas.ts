import * as z from "zod";
import { contentFiles } from "./content-files";

/** The JSON Schema of every data file, by its path under data/, for editors' IDEs. */
export function jsonSchemaFiles(): Record<string, object> {
  return Object.fromEntries(
    contentFiles.map(({ jsonSchemaPath, title, schema }) => [
      jsonSchemaPath,
      { title, ...z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) },
    ]),
  );
}
