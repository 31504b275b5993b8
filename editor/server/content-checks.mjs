// The build's validator in a worker thread with a time budget: however long hostile content takes
// to check, the server keeps answering other requests and Ctrl+C, and the save is answered in time.
import { once } from "node:events";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

/** Longer than any content within the content limits takes to check. */
const CHECK_BUDGET_MS = 1500;

export class CheckTimeout extends Error {}

/** @typedef {import("../../src/content").PendingContent} PendingContent */

/** @param {string} dataDir */
export function createContentChecks(dataDir) {
  /** @type {Worker} */
  let worker;
  /** The budget counts checking, not loading the validator. @type {Promise<unknown>} */
  let ready;
  const start = () => {
    worker = new Worker(new URL(import.meta.url), { workerData: { dataDir } });
    ready = once(worker, "message");
  };
  start();

  /** @param {PendingContent} pending @returns {Promise<string[]>} */
  const check = async (pending) => {
    await ready;
    const answered = once(worker, "message", { signal: AbortSignal.timeout(CHECK_BUDGET_MS) });
    worker.postMessage(pending);
    const [answer] = await answered.catch((error) => {
      // The next check runs in a fresh worker: this one failed or is still checking.
      const stuck = worker;
      start();
      void stuck.terminate();
      if (error.name !== "AbortError") throw error;
      throw new CheckTimeout(`checking it took longer than ${CHECK_BUDGET_MS / 1000} s`);
    });
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.problems;
  };

  // One check at a time, so each answer belongs to the last question.
  let previous = Promise.resolve(/** @type {unknown} */ (undefined));
  return {
    validate: (/** @type {PendingContent} */ pending) => {
      const checked = previous.catch(() => {}).then(() => check(pending));
      previous = checked;
      return checked;
    },
    close: async () => void (await worker.terminate()),
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  /** @type {{ validateContent: (dir: string, pending: object) => object[], formatProblem: (problem: object) => string }} */
  const validator = await tsImport("../../src/content/index.ts", import.meta.url);
  port.postMessage({ ready: true });
  port.on("message", (pending) => {
    try {
      port.postMessage({
        problems: validator.validateContent(workerData.dataDir, pending).map(validator.formatProblem),
      });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}
