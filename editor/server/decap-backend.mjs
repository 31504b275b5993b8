// @ts-check
// decap-server, Decap's local backend ("fs" mode), which the editor's API (content-api.mjs) reads
// through. It runs in the editor's process through its documented middleware (registerLocalFs)
// and listens on nothing: each request is handed to it in memory (light-my-request, Fastify's
// request injection). decap-server itself checks neither Host nor Origin and answers any
// localhost page's CORS request, so on a port any web page the editor visits could find it and
// write anywhere in the repository. Only content-api.mjs, which checks every request first,
// reaches it.
import decapServer from "decap-server/dist/middlewares.js";
import express from "express";
import inject from "light-my-request";

/** Where decap-server answers Decap's protocol. */
const API_PATH = "/api/v1";

/**
 * @typedef {object} DecapBackend
 * @property {(request: unknown) => Promise<{ status: number, text: string }>} ask hands one
 *   request of Decap's protocol to decap-server and returns its answer
 */

/**
 * decap-server for `repoDir`, its log lines in the editor's terminal.
 *
 * @param {{ repoDir: string }} options
 * @returns {Promise<DecapBackend>}
 */
export async function startDecapBackend({ repoDir }) {
  const app = express();
  // registerLocalFs takes the repository from the environment, as decap-server's command does,
  // and reads it before it first waits.
  const givenRepository = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repoDir;
  const registered = decapServer.registerLocalFs(app, { logLevel: "info" });
  if (givenRepository === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = givenRepository;
  await registered;

  return {
    ask: async (request) => {
      const answer = await inject(app, {
        method: "POST",
        url: API_PATH,
        headers: { "Content-Type": "application/json" },
        payload: JSON.stringify(request),
      });
      return { status: answer.statusCode, text: answer.payload };
    },
  };
}
