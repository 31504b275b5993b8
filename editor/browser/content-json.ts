// A data file as the editor writes it: 2-space JSON, "$schema" first, then keys in the form's
// order. Decap's Immutable maps lose the order of more than eight keys, and a save should change
// only the lines the editor changed. An emptied optional field is left out, as the schema means
// it, not saved as "".
import type { CmsConfig, CmsField } from "./config";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function ordered(value: Json, fields: readonly CmsField[] | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (typeof value !== "object" || value === null) return value;
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

export function contentJson(data: Json, fields: readonly CmsField[]): string {
  return `${JSON.stringify(ordered(data, fields), null, 2)}\n`;
}

/** Decap passes `toFile` only the top-level fields' names; files with the same names share one schema. */
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
