// @ts-check
// decap-server, Decap's local backend ("fs" mode), which the editor's API (content-api.mjs) reads
// through. It runs in the editor's process through its documented middleware (registerLocalFs)
// and listens on a Unix socket in a folder only this user can open, never on a network port:
// decap-server itself checks neither Host nor Origin and answers any localhost page's CORS
// request, so on a port any web page the editor visits could find it and write anywhere in the
// repository. Only content-api.mjs, which checks every request first, reaches it.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import decapServer from "decap-server/dist/middlewares.js";
import express from "express";

/** Where decap-server answers Decap's protocol. */
const API_PATH = "/api/v1";

/**
 * @typedef {object} DecapBackend
 * @property {(request: unknown) => Promise<{ status: number, text: string }>} ask posts one
 *   request of Decap's protocol and returns decap-server's answer
 * @property {() => Promise<void>} stop
 */

/**
 * Starts decap-server for `repoDir`.
 *
 * @param {{ repoDir: string, log: boolean }} options log: show decap-server's log lines
 * @returns {Promise<DecapBackend>} once it listens
 */
export async function startDecapBackend({ repoDir, log }) {
  const app = express();
  // registerLocalFs takes the repository from the environment, as decap-server's command does.
  const givenRepository = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repoDir;
  try {
    await decapServer.registerLocalFs(app, { logLevel: log ? "info" : "error" });
  } finally {
    if (givenRepository === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = givenRepository;
  }

  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "parley-decap-server-"));
  const socketPath = path.join(socketDir, "socket");
  const server = http.createServer(app);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve(undefined));
  });

  /** @type {DecapBackend["ask"]} */
  const ask = (request) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify(request);
      const exchange = http.request(
        {
          socketPath,
          path: API_PATH,
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString() }),
          );
          response.on("error", reject);
        },
      );
      exchange.on("error", reject);
      exchange.end(body);
    });

  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
    fs.rmSync(socketDir, { recursive: true, force: true });
  };
  return { ask, stop };
}
