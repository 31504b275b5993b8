// The browser editor's Decap configuration, written from the content files and their zod schemas
// so the forms ask for exactly what the build accepts, each rule on its field.
import type * as z from "zod";
import { contentFiles, BLOG_FOLDER, IMAGE_FOLDER, blogPostSchema, editorWidgets } from "../../src/content";
import type { ContentFile } from "../../src/content";

type Schema = z.core.$ZodType;

export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "select" | "list" | "object" | "image" | "datetime" | "boolean" | "markdown";
  required?: boolean;
  pattern?: [string, string];
  value_type?: "int";
  min?: number;
  options?: string[];
  field?: CmsField;
  fields?: CmsField[];
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  format?: string;
  date_format?: string;
  time_format?: false;
  default?: boolean;
}

export type CmsConfig = ReturnType<typeof editorConfig>;

export const BLOG_COLLECTION = "blog";

export const CONTENT_FORMAT = "content-json";

/** Field names that read badly as words. */
const LABELS: Record<string, string> = {
  src: "Image file",
  alt: "Alt text (the picture described in words)",
  href: "Link address",
  siteUrl: "Site URL",
  xHandle: "X handle",
};

function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
}

type CheckDef = z.core.$ZodCheckDef & {
  error?: (issue: object) => string | undefined;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

function checksOf(schema: Schema): CheckDef[] {
  return (schema._zod.def.checks ?? []).map((check) => check._zod.def as CheckDef);
}

function messageOf(check: { error?: (issue: object) => string | undefined }, fallback: string): string {
  return check.error?.({}) ?? fallback;
}

/** A format, a regular expression, or "not only spaces" for text the schema trims and requires. */
function stringPattern(path: string, schema: Schema, widget?: "image"): [string, string] | undefined {
  const patterns: [string, string][] = [];
  const def = schema._zod.def as unknown as CheckDef;
  if (def.pattern) patterns.push([def.pattern.source, messageOf(def, `expected ${def.format}`)]);
  for (const check of checksOf(schema)) {
    if (check.check === "overwrite") continue; // trim: the pattern below looks past the spaces
    if (check.check === "custom" && widget === "image") continue; // the file is there: the media library offers no other
    if (check.check === "min_length" && check.minimum === 1) patterns.push(["\\S", messageOf(check, "expected text")]);
    else if (check.check === "string_format" && check.pattern)
      patterns.push([check.pattern.source, messageOf(check, `expected ${check.format}`)]);
    else throw new Error(`${path}: a string "${check.check}" check has no form in the browser editor yet`);
  }
  if (patterns.length > 1) throw new Error(`${path}: the browser editor checks one pattern per field`);
  return patterns[0];
}

function numberRules(path: string, schema: Schema): Pick<CmsField, "value_type" | "min"> {
  const checks = checksOf(schema);
  const whole = checks.some((check) => check.check === "number_format" && check.format === "safeint");
  const rules: Pick<CmsField, "value_type" | "min"> = whole ? { value_type: "int" } : {};
  for (const check of checks) {
    if (check.check === "number_format" && check.format === "safeint") continue;
    // Decap's minimum is inclusive: "greater than 0" is "at least 1" only for whole numbers.
    if (check.check === "greater_than" && check.value !== undefined && (check.inclusive || whole))
      rules.min = check.inclusive ? check.value : check.value + 1;
    else throw new Error(`${path}: a number "${check.check}" check has no form in the browser editor yet`);
  }
  return rules;
}

function objectFields(path: string, schema: Schema): CmsField[] {
  const shape = (schema._zod.def as z.core.$ZodObjectDef).shape;
  return Object.entries(shape)
    .filter(([name]) => name !== "$schema") // the editors' JSON Schema link, kept as it is
    .map(([name, fieldSchema]) => cmsField(`${path}.${name}`, name, fieldSchema));
}

function cmsField(path: string, name: string, fieldSchema: Schema): CmsField {
  const optional = fieldSchema._zod.def.type === "optional";
  const schema = optional ? (fieldSchema._zod.def as z.core.$ZodOptionalDef).innerType : fieldSchema;
  const base = { name, label: labelOf(name), required: !optional };
  const declaredWidget = editorWidgets.get(schema as z.ZodType)?.widget;
  const { def } = schema._zod;
  switch (def.type) {
    case "string": {
      // The media library offers only files that are there; the pattern refuses types the build does not process.
      if (declaredWidget === "image") {
        const pattern = stringPattern(path, schema, "image");
        return { ...base, widget: "image", choose_url: false, ...(pattern && { pattern }) };
      }
      if (declaredWidget === "date")
        return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
      const pattern = stringPattern(path, schema);
      return { ...base, widget: declaredWidget === "text" ? "text" : "string", ...(pattern && { pattern }) };
    }
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "number":
      return { ...base, widget: "number", ...numberRules(path, schema) };
    case "enum":
      return { ...base, widget: "select", options: Object.values((def as z.core.$ZodEnumDef).entries).map(String) };
    case "object":
      return { ...base, widget: "object", fields: objectFields(path, schema) };
    case "array": {
      const element = (def as z.core.$ZodArrayDef).element;
      const min = checksOf(schema).find((check) => check.check === "min_length")?.minimum;
      const list = { ...base, widget: "list" as const, ...(min !== undefined && { min }) };
      if (element._zod.def.type === "object") {
        const fields = objectFields(`${path}[]`, element);
        // A collapsed item is named by its first field that reads as a name.
        const named = ["title", "name", "label", "heading"].find((name) => fields.some((field) => field.name === name));
        return { ...list, fields, ...(named && { summary: `{{fields.${named}}}` }) };
      }
      // A list of short texts reads best unfolded; a list of objects folds to their summaries.
      return { ...list, collapsed: false, field: cmsField(`${path}[]`, "item", element) };
    }
    default:
      throw new Error(
        `${path}: a zod "${def.type}" has no form in the browser editor yet; add one to editor/browser/config.ts`,
      );
  }
}

const COLLECTIONS = [
  { name: "site", label: "Site", folder: "" },
  { name: "pages", label: "Pages", folder: "pages" },
  { name: "sections", label: "Landing page sections", folder: "sections" },
];

/**
 * On the host: git-gateway (the host's identity service logs editors in) with the editorial
 * workflow, so each change is a pull request with a deploy preview. editor.ts adds the local backend.
 */
export function editorConfig(branch = "main") {
  const folderOf = (file: ContentFile) => (file.path.includes("/") ? file.path.replace(/\/.*$/, "") : "");
  return {
    backend: { name: "git-gateway", branch },
    publish_mode: "editorial_workflow",
    media_folder: `data/${IMAGE_FOLDER}`,
    // Image fields hold the bare file name ("hero.png"), as the build expects.
    public_folder: "",
    collections: [
      ...COLLECTIONS.map(({ folder, ...collection }) => ({
        ...collection,
        format: CONTENT_FORMAT,
        extension: "json" as const,
        editor: { preview: true },
        files: contentFiles
          .filter((file) => folderOf(file) === folder)
          .map((file) => ({
            name: file.path.replace(/^.*\//, "").replace(/\.json$/, ""),
            label: file.label,
            file: `data/${file.path}`,
            fields: objectFields(file.path, file.schema),
          })),
      })),
      // One folder per post (<slug>/index.md), so its pictures are uploaded beside it.
      {
        name: BLOG_COLLECTION,
        label: "Blog posts",
        label_singular: "Blog post",
        folder: `data/${BLOG_FOLDER}`,
        path: "{{slug}}/index",
        slug: "{{slug}}",
        format: "frontmatter",
        extension: "md",
        create: true,
        delete: true,
        // Pictures beside the entry, named by file name alone.
        media_folder: "",
        public_folder: "",
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title"],
        editor: { preview: true },
        fields: [
          ...objectFields("blog post", blogPostSchema),
          { name: "body", label: "Body", widget: "markdown", required: false },
        ] satisfies CmsField[],
      },
    ],
  };
}
