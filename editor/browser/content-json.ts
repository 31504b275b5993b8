/**
 * How the browser editor writes a data file: 2-space JSON ending in a newline, "$schema" first and
 * every object's keys in the order of its form's fields (the order of the zod schema), keys the
 * form does not know after them. Decap keeps entries in Immutable maps, which lose the order of
 * more than eight keys, so the order comes from the form, and a save changes only the lines the
 * editor changed. An optional field the editor emptied is left out, as the schema means it (a
 * link without an address is a placeholder), not saved as "". A unit test holds every file
 * under data/ to this form.
 */
import type { CmsConfig, CmsField } from "./config";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `value` with its objects' keys in the order of `fields` (for a list: of each item's fields). */
function ordered(value: Json, fields: readonly CmsField[] | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (!isObject(value)) return value;
  const known = fields ?? [];
  const emptied = (key: string) =>
    (value[key] === "" || value[key] === null) && known.some((field) => field.name === key && field.required === false);
  const keys = [
    ...("$schema" in value ? ["$schema"] : []),
    ...known.map((field) => field.name).filter((name) => name in value),
    ...Object.keys(value).filter((key) => key !== "$schema" && !known.some((field) => field.name === key)),
  ];
  return Object.fromEntries(
    keys
      .filter((key) => !emptied(key))
      .map((key) => {
        const field = known.find((candidate) => candidate.name === key);
        return [key, ordered(value[key], field?.fields)];
      }),
  );
}

/** The text of a data file holding `data`, whose form has `fields`. */
export function contentJson(data: Json, fields: readonly CmsField[]): string {
  return `${JSON.stringify(ordered(data, fields), null, 2)}\n`;
}

/**
 * The format Decap registers for the collections (`CMS.registerCustomFormat`). Decap passes
 * `toFile` the names of the file's top-level fields only; they pick out the file's form (files
 * with the same names share one schema, so their order is the same).
 */
export function contentJsonFormat(config: CmsConfig) {
  const forms = new Map<string, CmsField[]>();
  for (const file of config.collections.flatMap((collection) => ("files" in collection ? collection.files : []))) {
    forms.set(file.fields.map((field) => field.name).join(","), file.fields);
  }
  return {
    fromFile: (text: string): Json => JSON.parse(text) as Json,
    toFile: (data: Json, topLevelFields: string[] = []): string =>
      contentJson(data, forms.get(topLevelFields.join(",")) ?? []),
  };
}
