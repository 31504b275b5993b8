/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { editorConfig, type CmsField } from "../editor/browser/config";
import { contentJson, contentJsonFormat, type Json } from "../editor/browser/content-json";
import { contentFiles, jsonSchemaFiles } from "../src/content";

// The browser editor's forms (editor/browser/config.ts) against the two other things derived from
// the content schema: the JSON Schemas editors' IDEs use (written by zod itself), and the zod
// schemas the build validates with. A form that asks for more or less than the build accepts
// fails here.

const root = path.join(__dirname, "..");
const config = editorConfig();
const files = config.collections.flatMap((collection) => ("files" in collection ? collection.files : []));
const schemaFiles = contentFiles;
const jsonSchemas = jsonSchemaFiles();

interface JsonSchemaNode {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  enum?: string[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
}

/** The least value or number of items the JSON Schema allows (whole numbers above an exclusive one). */
function least(node: JsonSchemaNode): number | undefined {
  if (node.exclusiveMinimum !== undefined && node.type === "integer") return node.exclusiveMinimum + 1;
  return node.minItems ?? node.minimum;
}

/** Every field of a form, by its path ("primaryAction.href", "cards[].icon"). */
function formFields(fields: readonly CmsField[], prefix = ""): Map<string, CmsField> {
  const result = new Map<string, CmsField>();
  for (const field of fields) {
    const fieldPath = `${prefix}${field.name}`;
    result.set(fieldPath, field);
    const nestedPrefix = field.widget === "list" ? `${fieldPath}[].` : `${fieldPath}.`;
    if (field.fields) for (const [key, value] of formFields(field.fields, nestedPrefix)) result.set(key, value);
    if (field.field) result.set(`${fieldPath}[]`, field.field);
  }
  return result;
}

/** Every property of a JSON Schema, by the same paths, with whether it is required. */
function schemaFields(node: JsonSchemaNode, prefix = ""): Map<string, { node: JsonSchemaNode; required: boolean }> {
  const result = new Map<string, { node: JsonSchemaNode; required: boolean }>();
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    if (name === "$schema") continue;
    const fieldPath = `${prefix}${name}`;
    result.set(fieldPath, { node: property, required: node.required?.includes(name) ?? false });
    if (property.type === "object")
      for (const [key, value] of schemaFields(property, `${fieldPath}.`)) result.set(key, value);
    if (property.type === "array" && property.items) {
      if (property.items.type === "object") {
        for (const [key, value] of schemaFields(property.items, `${fieldPath}[].`)) result.set(key, value);
      } else {
        result.set(`${fieldPath}[]`, { node: property.items, required: true });
      }
    }
  }
  return result;
}

/** Whether the form lets a string field hold `value`: Decap's required and pattern checks. */
function formAccepts(field: CmsField, value: string): boolean {
  if (field.required !== false && value === "") return false;
  return !field.pattern || value === "" || new RegExp(field.pattern[0]).test(value);
}

/** The file with one field set, or null where the field is in an optional object the file leaves out. */
function setAt(data: Json, fieldPath: string, value: string): Json | null {
  const copy = structuredClone(data) as Record<string, Json>;
  const parts = fieldPath.replace(/\[\]/g, ".0").split(".");
  let node: Record<string, Json> | undefined = copy;
  for (const part of parts.slice(0, -1)) node = node?.[part] as Record<string, Json> | undefined;
  if (!node) return null;
  node[parts[parts.length - 1]] = value;
  return copy;
}

/** Values an editor might type, good and bad, for any text field. */
const SAMPLES = [
  "",
  "   ",
  "Paid calls",
  "/blog",
  "//evil.example",
  "https://docs.parley.example",
  "http://docs.parley.example",
  "javascript:alert(1)",
  "#service-providers",
  "#nowhere",
  "hello@parley.example",
  "hello@",
  "#0B0D17",
  "en",
  "@parley",
  "https://parley.example",
];

describe("the browser editor's forms", () => {
  it("have one form per content file, in the file's place", () => {
    expect(files.map((file) => file.file).sort()).toEqual(schemaFiles.map((file) => `data/${file.path}`).sort());
  });

  describe.each(schemaFiles.map((file) => [file.path, file] as const))("data/%s", (filePath, schemaFile) => {
    const form = files.find((file) => file.file === `data/${filePath}`)!;
    const fields = formFields(form.fields);
    const properties = schemaFields(jsonSchemas[schemaFile.jsonSchemaPath] as JsonSchemaNode);

    it("asks for every field of its JSON Schema, with the same rules, and nothing else", () => {
      expect([...fields.keys()].sort()).toEqual([...properties.keys()].sort());
      for (const [fieldPath, { node, required }] of properties) {
        const field = fields.get(fieldPath)!;
        const described = { fieldPath, required: field.required !== false, min: field.min, options: field.options };
        expect(described).toEqual({ fieldPath, required, min: least(node), options: node.enum });
        if (node.pattern)
          expect({ fieldPath, pattern: field.pattern?.[0] }).toEqual({ fieldPath, pattern: node.pattern });
        if (node.enum) expect(field.widget).toBe("select");
        if (node.type === "array") expect(field.widget).toBe("list");
        if (node.type === "object") expect(field.widget).toBe("object");
      }
    });

    it("accepts a text exactly when the build does", () => {
      const data = JSON.parse(fs.readFileSync(path.join(root, "data", filePath), "utf8")) as Json;
      for (const [fieldPath, field] of fields) {
        if (!["string", "text"].includes(field.widget)) continue;
        for (const sample of SAMPLES) {
          const edited = setAt(data, fieldPath, sample);
          if (!edited) continue;
          const saved: unknown = JSON.parse(contentJson(edited, form.fields));
          const buildAccepts = schemaFile.schema.safeParse(saved).success;
          expect({ fieldPath, sample, accepted: formAccepts(field, sample) }).toEqual({
            fieldPath,
            sample,
            accepted: buildAccepts,
          });
        }
      }
    });

    it("is saved in the form the file has now, so a save changes only what the editor changed", () => {
      const text = fs.readFileSync(path.join(root, "data", filePath), "utf8");
      expect(contentJson(JSON.parse(text), form.fields)).toBe(text);
      // Decap hands the format its data with the keys in any order, and the top-level names.
      const reversed = Object.fromEntries(Object.entries(JSON.parse(text) as object).reverse());
      const names = form.fields.map((field) => field.name);
      expect(contentJsonFormat(config).toFile(reversed, names)).toBe(text);
    });
  });

  it("on the host, save each change as a branch and pull request; images go to data/images", () => {
    expect(config).toMatchObject({
      backend: { name: "git-gateway", branch: "main" },
      publish_mode: "editorial_workflow",
      media_folder: "data/images",
    });
  });
});
