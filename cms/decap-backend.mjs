// @ts-check
// decap-server, Decap's local backend ("fs" mode), as a child process that the editor's API
// (content-api.mjs) reads through. It listens on a free loopback port. Its working folder is an
// empty temporary one, so it loads no `.env` from the repository (it reads one from where it
// starts), and it gets only the environment it needs.
//
// If it stops, it is started again, at most MAX_RESTARTS times within RESTART_WINDOW_MS; past
// that the editor cannot read or save, and `onGiveUp` says so (npm run cms then stops with a
// message and a non-zero status).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Where decap-server answers Decap's protocol. */
const API_PATH = "/api/v1";
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;
const START_TIMEOUT_MS = 15_000;

/** @returns {Promise<number>} a loopback port nothing listens on now */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Resolves once decap-server answers Decap's first question; fails if it stops or stays silent.
 *
 * @param {URL} url
 * @param {import('node:child_process').ChildProcess} child
 */
async function untilAnswering(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`decap-server stopped as it started (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer within ${START_TIMEOUT_MS} ms`);
}

/**
 * @typedef {object} DecapBackend
 * @property {() => URL | null} url where it answers now; null while it is (re)starting
 * @property {() => void} stop
 */

/**
 * Starts decap-server for `repoDir` and keeps it running.
 *
 * @param {{ repoDir: string, log: boolean, onGiveUp: (reason: string) => void }} options log:
 *   show decap-server's log lines
 * @returns {Promise<DecapBackend>} once it answers
 */
export async function startDecapBackend({ repoDir, log, onGiveUp }) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "parley-decap-server-"));
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {URL | null} */
  let current = null;
  let stopped = false;
  /** @type {number[]} */
  const restarts = [];

  const launch = async () => {
    const port = await freePort();
    const url = new URL(`http://127.0.0.1:${port}${API_PATH}`);
    child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      cwd: workDir,
      env: {
        PATH: process.env.PATH,
        MODE: "fs",
        GIT_REPO_DIRECTORY: repoDir,
        BIND_HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: log ? "info" : "error",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const started = child;
    started.once("exit", (code, signal) => {
      if (stopped || started !== child) return;
      current = null;
      const now = Date.now();
      while (restarts.length > 0 && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
      const how = code !== null ? `exit code ${code}` : `signal ${signal}`;
      if (restarts.length >= MAX_RESTARTS) {
        onGiveUp(
          `decap-server, the editor's content server, stopped ${MAX_RESTARTS + 1} times within ` +
            `${RESTART_WINDOW_MS / 1000} s (last: ${how}); the editor can neither read nor save.`,
        );
        return;
      }
      restarts.push(now);
      console.error(`decap-server stopped (${how}); starting it again (${restarts.length} of ${MAX_RESTARTS}).`);
      launch().catch((/** @type {unknown} */ error) => {
        // One that stopped as it started is this handler's again; one that never answered is not.
        if (child?.exitCode !== null || child.signalCode !== null) return;
        child.kill();
        onGiveUp(`decap-server could not be started again: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
    await untilAnswering(url, started);
    if (started === child && !stopped) current = url;
  };

  const stop = () => {
    stopped = true;
    current = null;
    if (child && child.exitCode === null && child.signalCode === null) child.kill();
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await launch();
  } catch (error) {
    stop();
    throw error;
  }
  return { url: () => current, stop };
}
