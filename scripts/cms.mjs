// @ts-check
// `npm run cms`: the browser editor on this machine, saving straight into data/ of this working
// copy, next to the live preview:
//
// - decap-server (Decap's local backend, "fs" mode: it reads and writes files, and commits
//   nothing) on a free loopback port, for the repository;
// - the editor, http://localhost:8082/admin/ (CMS_PORT overrides): the files
//   scripts/write-admin.mjs writes, served by scripts/serve.mjs with the headers /admin/ has on
//   the host, and decap-server's API forwarded on the same origin, at /api/v1;
// - `gatsby develop`, the live preview at http://localhost:8000, which shows each save.
//
// The editor's configuration keeps the host's backend (git-gateway, editorial workflow); Decap
// switches to the local backend on its own when the page is on localhost and /api/v1 answers.
//
//   npm run cms [-- --repo <dir>] [-- --no-preview]
//
// --repo edits another copy of the repository; --no-preview leaves out `gatsby develop` (the
// browser test starts the editor that way, for a copy). CMS_PORT=0 picks a free port.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { adminHeaderRule } from "./admin-headers.mjs";
import { formatRules } from "./headers-file.mjs";
import { createServer } from "./serve.mjs";
import { ADMIN_PATH, writeAdmin } from "./write-admin.mjs";

const require = createRequire(import.meta.url);
const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Where the editor finds its local backend (src/admin/cms.ts asks here). */
const API_PATH = "/api/v1";

/** @returns {Promise<number>} a port nothing listens on now */
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
 * Resolves once decap-server answers Decap's first question, or fails after `timeoutMs`.
 *
 * @param {URL} api
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 */
async function untilAnswering(api, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit code ${child.exitCode})`);
    try {
      const answer = await fetch(api, {
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
  throw new Error(`decap-server did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the editor for `repoDir` (default: this repository).
 *
 * @param {{ repoDir?: string, port?: number, host?: string, log?: boolean }} [options] port 0
 *   picks a free one; log shows decap-server's log lines
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url: the editor's page
 */
async function startCms(options = {}) {
  const repoDir = path.resolve(options.repoDir ?? projectDir);
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "parley-cms-"));
  await writeAdmin(path.join(siteDir, ADMIN_PATH));
  fs.writeFileSync(
    path.join(siteDir, "_headers"),
    `${formatRules([adminHeaderRule({ indexable: true })]).join("\n")}\n`,
  );

  const backendPort = await freePort();
  const backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repoDir,
    env: {
      ...process.env,
      MODE: "fs",
      GIT_REPO_DIRECTORY: repoDir,
      BIND_HOST: "127.0.0.1",
      PORT: String(backendPort),
      LOG_LEVEL: options.log ? "info" : "error",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const backendUrl = new URL(`http://127.0.0.1:${backendPort}${API_PATH}`);
  const stopBackend = () => {
    if (backend.exitCode === null) backend.kill();
  };
  try {
    await untilAnswering(backendUrl, backend, 15_000);
  } catch (error) {
    stopBackend();
    throw error;
  }

  const server = await createServer(siteDir, { rootDir: projectDir, forward: { path: API_PATH, to: backendUrl } });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8082, options.host ?? "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  // Compressing Decap's 5 MB bundle at the strongest setting takes seconds, once: start it now,
  // so the editor's first visit gets the compressed copy without waiting for it.
  for (const coding of ["br", "gzip"]) {
    fetch(`http://127.0.0.1:${port}${ADMIN_PATH}decap-cms.js`, { headers: { "Accept-Encoding": coding } })
      .then((answer) => answer.arrayBuffer())
      .catch(() => {});
  }
  return {
    url: `http://localhost:${port}${ADMIN_PATH}`,
    close: async () => {
      stopBackend();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      fs.rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const port = Number(process.env.CMS_PORT ?? 8082);
  const args = process.argv.slice(2);
  const repoAt = args.indexOf("--repo");
  const repoDir = repoAt === -1 ? projectDir : path.resolve(args[repoAt + 1] ?? ".");
  /** @type {Awaited<ReturnType<typeof startCms>>} */
  let cms;
  try {
    cms = await startCms({ repoDir, port, log: true });
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${port} is already in use: stop the other server or set CMS_PORT, e.g. CMS_PORT=8083 npm run cms`
        : `Cannot start the editor: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  console.log(`\nEditor:       ${cms.url}  (saves go to ${path.join(repoDir, "data")})`);
  const preview = args.includes("--no-preview")
    ? undefined
    : spawn("npx", ["gatsby", "develop"], {
        cwd: repoDir,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
        stdio: "inherit",
      });
  if (preview) console.log("Live preview: http://localhost:8000  (starting; it shows each save)\n");
  const stop = async () => {
    preview?.kill("SIGINT");
    await cms.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  preview?.on("exit", stop);
}

if (process.argv[1]?.endsWith(`${path.sep}cms.mjs`)) main();
