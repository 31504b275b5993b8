import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Medians rather than means: one run on a machine busy with something else does not move them.
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));

// A production build wherever the bench runs: no deploy context, so no draft and no noindex.
export const buildEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" };
delete buildEnv.CONTEXT;

export function timedRun(cwd, command, ...args) {
  const start = process.hrtime.bigint();
  const output = execFileSync(command, args, {
    cwd,
    env: buildEnv,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    // Gatsby's warnings stay out of the report.
    stdio: ["ignore", "pipe", "pipe"],
  });
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, output };
}

export const npmBuild = (cwd) => timedRun(cwd, "npm", "run", "--silent", "build");

export function writeResults(name, results) {
  const file = path.join(root, "bench", "results", name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`);
  console.log(`Full results: ${path.relative(process.cwd(), file)}`);
}

export const printTable = (rows, show) =>
  console.table(Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, show(row)])));

/** Prints each [target, value, met] as PASS or FAIL; returns them as objects, for the results file. */
export function printTargets(targets) {
  for (const [target, value, met] of targets) console.log(`  ${met ? "PASS" : "FAIL"}  ${target}: ${value}`);
  return targets.map(([target, value, met]) => ({ target, value, met }));
}
