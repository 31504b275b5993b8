// @ts-check
// The build's validator in a worker thread with a time budget: however long hostile content takes
// to check, the server keeps answering other requests and Ctrl+C, and the save is answered in time.
import { Worker } from "node:worker_threads";

/** Longer than any content within the content limits takes to check. */
const CHECK_BUDGET_MS = 1500;

export class CheckTimeout extends Error {}

/**
 * @param {string} dataDir
 * @returns {{ validate: (pending: import("../../src/content/validate").PendingContent) => Promise<string[]>, close: () => Promise<void> }}
 */
export function createContentChecks(dataDir) {
  /** @type {Worker} */
  let worker;
  /** The budget counts checking, not loading the validator. @type {Promise<void>} */
  let ready;
  let nextId = 0;
  /** @type {Map<number, { resolve: (problems: string[]) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();

  const start = () => {
    worker = new Worker(new URL("./content-checks-worker.mjs", import.meta.url), { workerData: { dataDir } });
    const loaded = worker;
    ready = new Promise((resolve) => loaded.once("message", () => resolve()));
    worker.on(
      "message",
      (/** @type {{ id: number, problems?: string[], error?: string }} */ { id, problems, error }) => {
        const waiter = waiting.get(id);
        waiting.delete(id);
        if (problems) waiter?.resolve(problems);
        else waiter?.reject(new Error(error));
      },
    );
    worker.on("error", (error) => {
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
      start();
    });
  };
  start();

  return {
    validate: async (pending) => {
      await ready;
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          const stuck = worker;
          start();
          stuck.terminate();
          reject(new CheckTimeout(`checking it took longer than ${CHECK_BUDGET_MS / 1000} s`));
        }, CHECK_BUDGET_MS);
        const settle = (/** @type {() => void} */ done) => {
          clearTimeout(timer);
          done();
        };
        waiting.set(id, {
          resolve: (problems) => settle(() => resolve(problems)),
          reject: (error) => settle(() => reject(error)),
        });
        worker.postMessage({ id, pending });
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
