// @ts-check
// content-checks.mjs's worker: the build's validator, loaded through tsx.
import { parentPort, workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

/** @type {{ validateContent: (dir: string, pending: object) => object[], formatProblem: (problem: object) => string }} */
const validator = await tsImport("../../src/content/validate.ts", import.meta.url);

parentPort?.postMessage({ ready: true });
parentPort?.on("message", ({ id, pending }) => {
  try {
    parentPort?.postMessage({
      id,
      problems: validator.validateContent(workerData.dataDir, pending).map(validator.formatProblem),
    });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
