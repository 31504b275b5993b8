// Writes data/schemas/ from the zod schemas: each data file's "$schema" points at its own, so editors'
// IDEs complete and check it. A unit test fails until this runs after a schema changes.
import fs from "node:fs";
import path from "node:path";
import { jsonSchemaFiles } from "../src/content";

for (const [file, schema] of Object.entries(jsonSchemaFiles())) {
  const target = path.join(import.meta.dirname, "..", "data", file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote data/${file}`);
}
