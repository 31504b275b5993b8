/**
 * What a schema rejected in a content file, as an editor reads it: the field's path and what was
 * expected there. Shared by the build's validation (validate.ts) and the browser editor's last
 * check before a save (src/admin/cms.ts), so both say the same thing; free of Node APIs for that.
 */
import type * as z from "zod";

/** "domains", 1, "image" becomes "domains[1].image". */
export function fieldPath(pathParts: readonly PropertyKey[]): string {
  return pathParts
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("");
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return `unknown field ${keys} (a typo? remove it or check its spelling against the schema)`;
  }
  if (issue.code === "invalid_type") {
    const received = issue.message.match(/received (\w+)/)?.[1];
    if (received === "undefined") return `required field is missing (expected ${issue.expected})`;
    return `expected ${issue.expected}${received ? `, found ${received}` : ""}`;
  }
  if (issue.code === "invalid_value" && "values" in issue) {
    return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
  }
  return issue.message;
}

/** Every problem `error` found, each with the field it is in (empty for the whole file). */
export function schemaProblems(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: fieldPath(issue.path), message: describeIssue(issue) }));
}
