// @ts-check
// `gatsby build`, as `npm run build` runs it, telling someone who watches what it is doing.
// In a terminal Gatsby draws its own progress. Anywhere else (CI, `npm test` through a pipe, a
// log file) it prints a step only once the step is over, and its longest steps (bundling the
// code, encoding the pictures) take minutes on a busy machine: the output would stop for that
// long. So here Gatsby also reports its steps to this process (Gatsby's IPC logger, which it
// starts when it has an IPC channel), and this process says which steps are running, with their
// progress, whenever Gatsby has been quiet for a while.
//
//   node scripts/gatsby-build.mjs [gatsby build options]
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** How long the output may stay quiet while a step runs. */
const QUIET_MS = 15_000;

const gatsby = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build", ...process.argv.slice(2)], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
});

/** @type {Map<string, { text: string, started: number, current?: number, total?: number }>} */
const running = new Map();
let lastWord = Date.now();

gatsby.on("message", (/** @type {any} */ message) => {
  if (message?.type !== "LOG_ACTION") return;
  const { type, payload } = message.action ?? {};
  // What Gatsby prints itself; a step's progress it does not print outside a terminal.
  if (type === "LOG") lastWord = Date.now();
  else if (type === "ACTIVITY_START" && payload.text) {
    running.set(payload.id, {
      text: payload.text,
      started: Date.now(),
      current: payload.current,
      total: payload.total,
    });
  } else if (type === "ACTIVITY_UPDATE" && running.has(payload.id)) {
    const step = running.get(payload.id);
    if (step && payload.current !== undefined) step.current = payload.current;
    if (step && payload.total !== undefined) step.total = payload.total;
  } else if (type === "ACTIVITY_END" || type === "ACTIVITY_CANCEL") {
    running.delete(payload.id);
  }
});

const watch = process.stdout.isTTY
  ? undefined
  : setInterval(() => {
      if (Date.now() - lastWord < QUIET_MS || running.size === 0) return;
      lastWord = Date.now();
      for (const step of running.values()) {
        const progress = step.total ? ` ${step.current ?? 0}/${step.total}` : "";
        console.log(`… ${step.text}${progress} (${Math.round((Date.now() - step.started) / 1000)} s so far)`);
      }
    }, 1_000);

gatsby.on("exit", (code, signal) => {
  clearInterval(watch);
  process.exitCode = code ?? (signal ? 1 : 0);
});
