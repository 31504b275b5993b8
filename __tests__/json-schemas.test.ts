/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { jsonSchemaFiles } from "../src/content";

const dataDir = path.join(__dirname, "..", "data");

function dataFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "schemas" || entry.name === "images" ? [] : dataFiles(absolute);
    return entry.name.endsWith(".json") ? [absolute] : [];
  });
}

describe("JSON Schemas for editors", () => {
  it.each(Object.entries(jsonSchemaFiles()))(
    "data/%s is up to date with src/content/schema.ts (npm run schemas)",
    (file, schema) => {
      const committed: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));
      expect(committed).toEqual(JSON.parse(JSON.stringify(schema)));
    },
  );

  it.each(dataFiles(dataDir).map((file) => [path.relative(dataDir, file), file]))(
    "data/%s points its $schema at its generated schema",
    (relative, file) => {
      const { $schema } = JSON.parse(fs.readFileSync(file, "utf8")) as { $schema: string };
      const expectedName = relative.startsWith("sections/")
        ? `sections/${path.basename(relative, ".json")}.schema.json`
        : relative.startsWith("pages/")
          ? `${path.basename(relative, ".json")}-page.schema.json`
          : `${path.basename(relative, ".json")}.schema.json`;
      expect(path.normalize(path.join(path.dirname(file), $schema))).toBe(path.join(dataDir, "schemas", expectedName));
    },
  );
});
