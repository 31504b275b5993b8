// `npm run editor [-- --repo <dir>]`: one loopback port serves /admin/ and its API, saving into
// data/. No development server runs beside it: Gatsby's answers any page (CORS for every origin, no
// Host check). EDITOR_PORT=0 picks a free port.
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";
import { ADMIN_PATH, editorResponseHeaders } from "../../headers/index.mjs";
import { createServer, endWithText } from "../../server/serve.mjs";
import { LOCAL_BACKEND_PATH } from "../browser/local-backend.mjs";
import { writeAdmin } from "../write-admin.mjs";
import { createContentApi } from "./content-api.mjs";
import { createContentChecks } from "./content-checks.mjs";
import { startDecapBackend } from "./decap-backend.mjs";

const projectDir = path.resolve(import.meta.dirname, "../..");
const SITE_DIR_PREFIX = "parley-editor-";
const STAGED_SAVE = /^\..+\.[0-9a-f]{12}\.tmp$/;

/** The editor's server writes into the working copy, so it answers only its own page: a page that
 * points a DNS name at 127.0.0.1 (DNS rebinding) sends that name as Host, a page of another origin,
 * another local port included, its own Origin, and a target in absolute form names a host too.
 * @param {import('node:http').IncomingMessage} req @param {number} port */
function refusalOf(req, port) {
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]"].map((name) => `${name}:${port}`));
  const host = req.headers.host?.toLowerCase();
  if (host === undefined || !hosts.has(host)) return "the request does not name this server as its Host";
  const url = req.url ?? "/";
  if (!url.startsWith("/")) {
    const authority = /^http:\/\/([^/?#]*)/i.exec(url)?.[1]?.toLowerCase();
    if (authority === undefined || !hosts.has(authority)) return "the request target names another server";
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`)
    return "the request comes from a page of another origin";
  return null;
}

/** What a killed editor left: a save's staged files under data/, and its copy of /admin/. */
function removeLeftovers(/** @type {string} */ repoDir) {
  for (const entry of fs.readdirSync(path.join(repoDir, "data"), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && STAGED_SAVE.test(entry.name)) fs.rmSync(path.join(entry.parentPath, entry.name));
  }
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(new RegExp(`^${SITE_DIR_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && !isRunning(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(/** @type {number} */ pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM"; // someone else's
  }
}

/** @param {string} repoDir @param {number} port */
async function startEditor(repoDir, port) {
  /** @type {{ contentFiles: { path: string }[] }} */
  const files = await tsImport("../../src/content/index.ts", import.meta.url);
  const contentFiles = new Set(files.contentFiles.map((file) => `data/${file.path}`));
  const checks = createContentChecks(path.join(repoDir, "data"));
  removeLeftovers(repoDir);
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `${SITE_DIR_PREFIX}${process.pid}-`));
  await writeAdmin(projectDir, path.join(siteDir, ADMIN_PATH));
  const headersAt = editorResponseHeaders();
  const headers = headersAt(LOCAL_BACKEND_PATH, false);
  const backend = await startDecapBackend({ repoDir });
  const api = createContentApi({ repoDir, contentFiles, validate: checks.validate, backend, headers });
  const server = await createServer(siteDir, {
    headers: headersAt,
    compression: "quick", // the editor's files only cross the loopback
    route: (req, res, target) => {
      const refusal = refusalOf(req, port);
      if (refusal !== null) {
        const text = `Forbidden: ${refusal}. The editor answers only its own page, at http://localhost:${port}${ADMIN_PATH}\n`;
        res.statusCode = 403;
        for (const [name, value] of headers) res.setHeader(name, value);
        endWithText(req, res, text);
        return true;
      }
      if (target?.urlPath !== LOCAL_BACKEND_PATH) return false;
      api(req, res);
      return true;
    },
  });
  await once(server.listen(port, "127.0.0.1"), "listening");
  const address = server.address();
  port = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://localhost:${port}${ADMIN_PATH}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      fs.rmSync(siteDir, { recursive: true, force: true });
      await checks.close();
    },
  };
}

export async function main() {
  // CMS_PORT: the variable's name before the editor was one folder.
  const port = Number(process.env.EDITOR_PORT ?? process.env.CMS_PORT ?? 8082);
  const repoDir = path.resolve(parseArgs({ options: { repo: { type: "string", default: projectDir } } }).values.repo);
  const editor = await startEditor(repoDir, port).catch((error) => {
    console.error(
      error?.code === "EADDRINUSE"
        ? `Port ${port} is already in use: stop the other server or set EDITOR_PORT, e.g. EDITOR_PORT=8083 npm run editor`
        : `Cannot start the editor: ${error instanceof Error ? error.message : String(error)}`,
    );
    return process.exit(1);
  });
  console.log(`\nEditor:       ${editor.url}  (saves go to ${path.join(repoDir, "data")})`);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await editor.close();
      process.exit(0);
    });
  }
}
