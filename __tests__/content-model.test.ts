/**
 * The content model is declared once (src/content/schema.ts); these tests hold what is derived
 * from it to the same shape: the GraphQL types the page queries read, field by field. (The
 * editors' JSON Schemas are held to it by json-schemas.test.ts.)
 * @jest-environment node
 */
import {
  buildSchema,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import type * as z from "zod";
import { contentFiles, contentTypeDefs, blogPostSchema } from "../src/content";

// What Gatsby itself declares around the content types.
const GATSBY_DECLARATIONS = `
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  directive @dontInfer on OBJECT
  directive @link(by: String) on FIELD_DEFINITION
  scalar Date
  directive @dateformat on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
`;

const files = contentFiles;

/** "field: Type" for every field below an object schema, the way GraphQL would spell it. */
function zodFields(schema: z.core.$ZodType, prefix = ""): string[] {
  const { shape } = schema._zod.def as z.core.$ZodObjectDef;
  return Object.entries(shape)
    .filter(([name]) => name !== "$schema")
    .flatMap(([name, field]) => describeZod(`${prefix}${name}`, field));
}

function describeZod(fieldPath: string, schema: z.core.$ZodType, list = ""): string[] {
  let inner = schema;
  let nonNull = "!";
  if (inner._zod.def.type === "optional") {
    inner = (inner._zod.def as z.core.$ZodOptionalDef).innerType;
    nonNull = "";
  }
  const { type } = inner._zod.def;
  if (type === "array") {
    return describeZod(fieldPath, (inner._zod.def as z.core.$ZodArrayDef).element, `${list}[]${nonNull}`);
  }
  if (type === "object") {
    // An image's file name is the one field that becomes a link to another node.
    const shape = (inner._zod.def as z.core.$ZodObjectDef).shape;
    if (Object.keys(shape).sort().join() === "alt,src") return [`${fieldPath}: image${list}${nonNull}`];
    return [`${fieldPath}: object${list}${nonNull}`, ...zodFields(inner, `${fieldPath}.`)];
  }
  const scalar = type === "number" ? "Int" : type === "boolean" ? "Boolean" : "String";
  return [`${fieldPath}: ${scalar}${list}${nonNull}`];
}

function graphqlFields(schema: GraphQLSchema, typeName: string, prefix = ""): string[] {
  const type = schema.getType(typeName);
  if (!isObjectType(type) && !isInterfaceType(type)) throw new Error(`${typeName} is not an object type`);
  return Object.values(type.getFields()).flatMap((field) =>
    describeGraphql(schema, `${prefix}${field.name}`, field.type),
  );
}

function describeGraphql(schema: GraphQLSchema, fieldPath: string, type: GraphQLOutputType, list = ""): string[] {
  const nonNull = isNonNullType(type) ? "!" : "";
  const inner = getNullableType(type);
  if (isListType(inner)) return describeGraphql(schema, fieldPath, inner.ofType, `${list}[]${nonNull}`);
  if (isObjectType(inner)) {
    const fields = inner.getFields();
    if (fields.src?.type.toString() === "File!" && fields.alt) return [`${fieldPath}: image${list}${nonNull}`];
    return [`${fieldPath}: object${list}${nonNull}`, ...graphqlFields(schema, inner.name, `${fieldPath}.`)];
  }
  return [`${fieldPath}: ${inner.toString()}${list}${nonNull}`];
}

describe("the content model", () => {
  const schema = buildSchema(`${GATSBY_DECLARATIONS}\n${contentTypeDefs()}`);

  it.each(files.map((file) => [file.path, file]))(
    "data/%s has a GraphQL type with exactly its schema's fields, types and required fields",
    (_, file) => {
      expect(graphqlFields(schema, file.typeName).sort()).toEqual(zodFields(file.schema).sort());
    },
  );

  it("types a post's front matter with exactly the post schema's fields, its pictures as files next to it", () => {
    // The one field of GATSBY_DECLARATIONS' File stands for the node a picture links to.
    const types = new Map([
      ["date", ["Date"]],
      ["cover", ["object", "cover.id: ID!"]],
      ["shareImage", ["object", "shareImage.id: ID!"]],
    ]);
    const expected = zodFields(blogPostSchema).flatMap((line) => {
      const [field, type] = line.split(": ");
      const [replacement, ...more] = types.get(field) ?? [];
      return replacement ? [`${field}: ${type.replace("String", replacement)}`, ...more] : [line];
    });
    expect(graphqlFields(schema, "MarkdownRemarkFrontmatter").sort()).toEqual(expected.sort());
    const post = schema.getType("MarkdownRemark");
    expect(isObjectType(post) && post.getFields().frontmatter.type.toString()).toBe("MarkdownRemarkFrontmatter!");
  });

  it("types an image as a link to its file, so queries can ask for the processed image", () => {
    const image = schema.getType("ContentImage");
    expect(isObjectType(image) && image.getFields().src.astNode?.directives?.map((d) => d.name.value)).toEqual([
      "link",
    ]);
  });

  it("gives the sections that share a schema one interface, so one fragment serves both", () => {
    const sharing = ["SessionsSectionJson", "NodeOperatorsSectionJson"].map((name) => schema.getType(name));
    for (const type of sharing) {
      expect(isObjectType(type) && type.getInterfaces().map((i) => i.name)).toContain("IconPointsSection");
    }
  });
});
