/**
 * Writes data/schemas/*.schema.json from the zod schemas in src/content/schema.ts, so that an
 * editor's IDE autocompletes and underlines mistakes in data/*.json (each file's "$schema" points
 * at its schema). Run `npm run schemas` after changing schema.ts; a unit test fails until you do.
 *
 * JSON Schema cannot say "this file exists in data/images/" or "each section has its own
 * place"; the build's validation checks those.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jsonSchemaFiles } from "../src/content";

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "data");

for (const [file, schema] of Object.entries(jsonSchemaFiles())) {
  const target = path.join(dataDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote data/${file}`);
}
