/**
 * The GraphQL types of the content under data/, written from the zod schemas (`schema.ts`) so the
 * page queries and the validated files cannot disagree. Types are declared rather than inferred
 * (`@dontInfer`): an editor leaving a field empty must not change the schema under the queries.
 *
 * Sections that share one zod schema share a GraphQL interface named after it, so one fragment
 * and one component serve them all.
 */
import type * as z from "zod";
import { contentFiles, pascalCase, type ContentFile } from "./content-files";
import { blogPostSchema, graphqlNames } from "./schema";

type Schema = z.core.$ZodType;

/** What a zod schema declares, without the wrappers that do not change its GraphQL type. */
function describe(schema: Schema): { schema: Schema; optional: boolean } {
  const { def } = schema._zod;
  if (def.type === "optional") return { schema: (def as z.core.$ZodOptionalDef).innerType, optional: true };
  return { schema, optional: false };
}

function objectShape(schema: Schema): Record<string, Schema> {
  return (schema._zod.def as z.core.$ZodObjectDef).shape;
}

class TypeWriter {
  private readonly written = new Map<string, string>();

  /** The SDL of every type written, named types first seen first. */
  sdl(): string {
    return [...this.written.values()].join("\n\n");
  }

  /** Writes `schema` (an object) as the type `name`, once; later objects of that name must match. */
  object(name: string, schema: Schema, header = `type ${name}`): string {
    if (this.written.has(name)) return name;
    this.written.set(name, ""); // reserves the name while the fields are written
    this.written.set(name, `${header} {\n${this.fields(name, schema)}\n}`);
    return name;
  }

  interface(name: string, schema: Schema): string {
    return this.object(name, schema, `interface ${name}`);
  }

  fields(owner: string, schema: Schema): string {
    return Object.entries(objectShape(schema))
      .filter(([field]) => field !== "$schema") // the editors' JSON Schema link, not content
      .map(([field, fieldSchema]) => `  ${field}: ${this.fieldType(`${owner}${pascalCase(field)}`, fieldSchema)}`)
      .join("\n");
  }

  /** The GraphQL type of a field; `nameIfObject` names an object no shared name covers. */
  private fieldType(nameIfObject: string, fieldSchema: Schema): string {
    const { schema, optional } = describe(fieldSchema);
    const nonNull = optional ? "" : "!";
    const declared = graphqlNames.get(schema as z.ZodType);
    if (declared?.fieldType) return optional ? declared.fieldType.replace("!", "") : declared.fieldType;
    const { def } = schema._zod;
    switch (def.type) {
      case "string":
      case "enum":
        return `String${nonNull}`;
      case "number":
        return `${(schema as z.ZodNumber).isInt ? "Int" : "Float"}${nonNull}`;
      case "boolean":
        return `Boolean${nonNull}`;
      case "array":
        return `[${this.fieldType(`${nameIfObject}Item`, (def as z.core.$ZodArrayDef).element)}]${nonNull}`;
      case "object":
        return `${this.object(declared?.typeName ?? nameIfObject, schema)}${nonNull}`;
      default:
        throw new Error(`${nameIfObject}: a zod "${def.type}" has no GraphQL type here; add one to graphql-types.ts`);
    }
  }
}

function nodeType(writer: TypeWriter, file: ContentFile): string {
  const interfaces = ["Node"];
  const shared = graphqlNames.get(file.schema)?.typeName;
  if (shared) interfaces.push(writer.interface(shared, file.schema));
  return `type ${file.typeName} implements ${interfaces.join(" & ")} @dontInfer {\n${writer.fields(file.typeName, file.schema)}\n}`;
}

/**
 * A post: gatsby-transformer-remark's node for data/blog/<slug>/index.md, declared here so the
 * blog's queries work while there is no post at all. The transformer adds the rest (html,
 * htmlAst, timeToRead); gatsby-node.ts adds the slug, whether the feeds carry it (inFeeds) and
 * the body the page shows (bodyHtml).
 */
function postTypes(writer: TypeWriter): string {
  const frontmatter = writer.object("MarkdownRemarkFrontmatter", blogPostSchema);
  return [
    `type MarkdownRemarkFields {\n  slug: String!\n  inFeeds: Boolean!\n}`,
    `type MarkdownRemark implements Node {\n  frontmatter: ${frontmatter}!\n  fields: MarkdownRemarkFields!\n}`,
  ].join("\n\n");
}

/** The type definitions for `createTypes` (gatsby-node.ts). */
export function contentTypeDefs(): string {
  const writer = new TypeWriter();
  const nodes = contentFiles.map((file) => nodeType(writer, file));
  const posts = postTypes(writer);
  return [writer.sdl(), ...nodes, posts].join("\n\n");
}
