// @ts-check
// The build's validator in a worker thread with a time budget: however long hostile content takes
// to check, the server keeps answering other requests and Ctrl+C, and the save is answered in time.
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
  /** The budget counts checking, not loading the validator. @type {Promise<void>} */
  let ready;
  let nextId = 0;
  /** @type {Map<number, { resolve: (problems: string[]) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();

  const start = () => {
    worker = new Worker(new URL(import.meta.url), { workerData: { dataDir } });
    const loaded = worker;
    ready = new Promise((resolve) => loaded.once("message", () => resolve()));
    worker.on("message", (/** @type {{ id: number, problems?: string[], error?: string }} */ message) => {
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.problems) waiter?.resolve(message.problems);
      else waiter?.reject(new Error(message.error));
    });
    worker.on("error", (error) => {
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
      start();
    });
  };
  start();

  return {
    validate: async (/** @type {PendingContent} */ pending) => {
      await ready;
      return new Promise((/** @type {(problems: string[]) => void} */ resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          const stuck = worker;
          start();
          stuck.terminate();
          reject(new CheckTimeout(`checking it took longer than ${CHECK_BUDGET_MS / 1000} s`));
        }, CHECK_BUDGET_MS);
        const settled = (/** @type {Function} */ settle) => (/** @type {any} */ value) => {
          clearTimeout(timer);
          settle(value);
        };
        waiting.set(id, { resolve: settled(resolve), reject: settled(reject) });
        worker.postMessage({ id, pending });
      });
    },
    close: async () => void (await worker.terminate()),
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  /** @type {{ validateContent: (dir: string, pending: object) => object[], formatProblem: (problem: object) => string }} */
  const validator = await tsImport("../../src/content/index.ts", import.meta.url);
  port.postMessage({ ready: true });
  port.on("message", ({ id, pending }) => {
    try {
      port.postMessage({
        id,
        problems: validator.validateContent(workerData.dataDir, pending).map(validator.formatProblem),
      });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
