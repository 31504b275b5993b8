// @ts-check
// `npm run cms`: the browser editor on this machine, saving straight into data/ of this working
// copy:
//
// - the editor, http://localhost:8082/admin/ (CMS_PORT overrides): the files
//   plugins/editor/write-admin.mjs writes, served by server/serve.mjs with the editor's headers;
// - its API at /api/v1 on the same origin (content-api.mjs), which checks every request
//   and save and reads through decap-server (Decap's local backend, "fs" mode: it reads and
//   writes files, and commits nothing), which runs in this process and listens on no port
//   (decap-backend.mjs).
//
// The editor previews each file as it is typed, so no development server runs beside it: Gatsby's
// answers any web page (CORS for every origin, no Host check) and would undo the guard below.
//
// It is meant for the editor's own machine and listens on loopback only. It answers only
// requests that name it as localhost, 127.0.0.1 or [::1] with its port and come from its own
// page (own-origin.mjs), so other web pages the editor visits cannot use it.
//
// The editor's configuration keeps the host's backend (git-gateway, editorial workflow); Decap
// switches to the local backend on its own when the page is on localhost and /api/v1 answers.
//
//   npm run cms [-- --repo <dir>]
//
// --repo edits another copy of the repository. CMS_PORT=0 picks a free port.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { ADMIN_PATH, adminHeaders, headersForResponse, readHeaderRules, SECURITY_HEADERS } from "../headers/index.mjs";
import { createContentApi } from "./content-api.mjs";
import { createContentChecks } from "./content-checks.mjs";
import { startDecapBackend } from "./decap-backend.mjs";
import { refusalOf } from "./own-origin.mjs";
import { createServer } from "../server/serve.mjs";
import { writeAdmin } from "../plugins/editor/write-admin.mjs";
import { LOCAL_BACKEND_PATH } from "../src/admin/local-backend.mjs";

const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/**
 * The build's own content model and validator (TypeScript, loaded through tsx).
 *
 * @param {string} dataDir
 */
async function loadContentModel(dataDir) {
  /** @type {{ contentFiles: (context: { imageExists: () => boolean }) => { path: string }[] }} */
  const files = await tsImport("../src/content/content-files.ts", import.meta.url);
  return {
    contentFiles: new Set(files.contentFiles({ imageExists: () => true }).map((file) => `data/${file.path}`)),
    checks: createContentChecks(dataDir),
  };
}

/** The editor's own copy of /admin/, in the system's temporary folder, named for its process. */
const SITE_DIR_PREFIX = "parley-cms-";
/** A save's file before it takes the place of the old one (content-api.mjs, writeAll). */
const STAGED_SAVE = /^\..+\.[0-9a-f]{12}\.tmp$/;

/**
 * What an editor that was killed left behind: a save's staged files under data/, and its copy
 * of /admin/ (the process it is named for has ended).
 *
 * @param {string} repoDir
 */
function removeLeftovers(repoDir) {
  for (const entry of fs.readdirSync(path.join(repoDir, "data"), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && STAGED_SAVE.test(entry.name)) fs.rmSync(path.join(entry.parentPath, entry.name));
  }
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(new RegExp(`^${SITE_DIR_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && !isRunning(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM"; // someone else's
  }
}

/**
 * Starts the editor for `repoDir`.
 *
 * @param {{ repoDir: string, port: number }} options port 0 picks a free one
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url: the editor's page
 */
async function startCms(options) {
  const repoDir = path.resolve(options.repoDir);
  const model = await loadContentModel(path.join(repoDir, "data"));
  removeLeftovers(repoDir);
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `${SITE_DIR_PREFIX}${process.pid}-`));
  await writeAdmin(projectDir, path.join(siteDir, ADMIN_PATH));
  // Every answer of the editor's server, its API's included, gets the editor's headers.
  const editorHeaders = [...SECURITY_HEADERS, ...adminHeaders(), { key: "X-Robots-Tag", value: "noindex" }];
  fs.writeFileSync(
    path.join(siteDir, "_headers"),
    `/*\n${editorHeaders.map(({ key, value }) => `  ${key}: ${value}\n`).join("")}`,
  );
  const headers = headersForResponse(await readHeaderRules(projectDir, siteDir), LOCAL_BACKEND_PATH, false);

  const backend = await startDecapBackend({ repoDir });
  const api = createContentApi({
    repoDir,
    contentFiles: model.contentFiles,
    validate: model.checks.validate,
    backend,
    headers,
  });
  let port = options.port;
  const server = await createServer(siteDir, {
    rootDir: projectDir,
    // The editor's page and scripts only cross the loopback.
    compression: "quick",
    route: (req, res, target) => {
      const refusal = refusalOf(req, port);
      if (refusal !== null) {
        const text = `Forbidden: ${refusal}. The editor answers only its own page, at http://localhost:${port}${ADMIN_PATH}\n`;
        for (const [name, value] of headers) res.setHeader(name, value);
        res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
        res.end(text);
        return true;
      }
      if (target?.urlPath !== LOCAL_BACKEND_PATH) return false;
      api(req, res);
      return true;
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://localhost:${port}${ADMIN_PATH}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      fs.rmSync(siteDir, { recursive: true, force: true });
      await model.checks.close();
    },
  };
}

async function main() {
  const port = Number(process.env.CMS_PORT ?? 8082);
  const args = process.argv.slice(2);
  const repoAt = args.indexOf("--repo");
  const repoDir = repoAt === -1 ? projectDir : path.resolve(args[repoAt + 1] ?? ".");
  /** @type {Awaited<ReturnType<typeof startCms>> | undefined} */
  let cms;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cms?.close();
    process.exit(0);
  };
  try {
    cms = await startCms({ repoDir, port });
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
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop());
}

if (process.argv[1]?.endsWith(`${path.sep}cms.mjs`)) main();
