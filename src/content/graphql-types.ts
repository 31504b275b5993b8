// The GraphQL types of the content, written from the zod schemas so the page queries and the validated
// files cannot disagree. Declared, not inferred (`@dontInfer`): a field an editor leaves empty must not
// change the schema under the queries. Sections that share one zod schema share a GraphQL interface,
// so one fragment and one component serve them all.
import type * as z from "zod";
import { contentFiles, pascalCase } from "./content-files";
import { blogPostSchema, graphqlNames } from "./schema";

type Schema = z.core.$ZodType;

/** The SDL of each named type, in the order first seen; "" while its fields are being written. */
type Written = Map<string, string>;

function writeType(written: Written, name: string, schema: Schema, kind = "type"): string {
  if (written.has(name)) return name;
  written.set(name, "");
  written.set(name, `${kind} ${name} {\n${fields(written, name, schema)}\n}`);
  return name;
}

function fields(written: Written, owner: string, schema: Schema): string {
  return Object.entries((schema._zod.def as z.core.$ZodObjectDef).shape)
    .filter(([field]) => field !== "$schema")
    .map(([field, fieldSchema]) => `  ${field}: ${fieldType(written, `${owner}${pascalCase(field)}`, fieldSchema)}`)
    .join("\n");
}

/** A field's GraphQL type; `nameIfObject` names an object no shared name covers. */
function fieldType(written: Written, nameIfObject: string, fieldSchema: Schema): string {
  const optional = fieldSchema._zod.def.type === "optional";
  const schema = optional ? (fieldSchema._zod.def as z.core.$ZodOptionalDef).innerType : fieldSchema;
  const nonNull = optional ? "" : "!";
  const declared = graphqlNames.get(schema as z.ZodType);
  if (declared?.fieldType) return optional ? declared.fieldType.replace("!", "") : declared.fieldType;
  const { def } = schema._zod;
  const number = (schema as z.ZodNumber).isInt ? "Int" : "Float";
  const scalar = { string: "String", enum: "String", boolean: "Boolean", number }[def.type as string];
  if (scalar) return `${scalar}${nonNull}`;
  if (def.type === "array") {
    return `[${fieldType(written, `${nameIfObject}Item`, (def as z.core.$ZodArrayDef).element)}]${nonNull}`;
  }
  if (def.type === "object") return `${writeType(written, declared?.typeName ?? nameIfObject, schema)}${nonNull}`;
  throw new Error(`${nameIfObject}: a zod "${def.type}" has no GraphQL type here; add one to graphql-types.ts`);
}

/** The type definitions for `createTypes`. */
export function contentTypeDefs(): string {
  const written: Written = new Map();
  const nodes = contentFiles.map(({ typeName, schema }) => {
    const shared = graphqlNames.get(schema)?.typeName;
    const interfaces = ["Node", ...(shared ? [writeType(written, shared, schema, "interface")] : [])];
    return `type ${typeName} implements ${interfaces.join(" & ")} @dontInfer {\n${fields(written, typeName, schema)}\n}`;
  });
  // Declared so the blog's queries work while there is no post; the transformer and gatsby-node.ts add the rest.
  const frontmatter = writeType(written, "MarkdownRemarkFrontmatter", blogPostSchema);
  const posts = [
    `type MarkdownRemarkFields {\n  slug: String!\n  inFeeds: Boolean!\n}`,
    `type MarkdownRemark implements Node {\n  frontmatter: ${frontmatter}!\n  fields: MarkdownRemarkFields!\n}`,
  ];
  return [...written.values(), ...nodes, ...posts].join("\n\n");
}
