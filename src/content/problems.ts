// Problems as an editor reads them: file, field and what was expected there. Free of Node APIs, so
// the browser editor's last check before a save words them as the build does.
import * as z from "zod";

/** `file` as "data/sections/hero.json", `field` as "domains[1].image.alt" or "" for the whole file. */
export type ContentProblem = { file: string; field: string; message: string };

export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: "${field}": ${message}` : `${file}: ${message}`;
}

/** The message that stops a build: every problem on a line. */
export function describeContentProblems(problems: readonly ContentProblem[]): string {
  const one = problems.length === 1;
  return [
    `The content under data/ has ${one ? "1 problem" : `${problems.length} problems`}; fix ${one ? "it" : "them"} and build again:`,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
    "See docs/editing.md for what each field expects.",
  ].join("\n");
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

export function schemaProblems(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: z.core.toDotPath(issue.path), message: describeIssue(issue) }));
}
