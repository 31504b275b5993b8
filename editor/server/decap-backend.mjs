// decap-server, Decap's local backend ("fs" mode), in the editor's process and on no port: it
// checks neither Host nor Origin and answers any localhost page's CORS request, so on a port any
// page the editor visits could write anywhere in the repository. Requests reach it in memory
// (light-my-request), only from content-api.mjs, which checks each first.
import decapServer from "decap-server/dist/middlewares.js";
import express from "express";
import inject from "light-my-request";

/** @typedef {Awaited<ReturnType<typeof startDecapBackend>>} DecapBackend */

/** @param {{ repoDir: string }} options */
export async function startDecapBackend({ repoDir }) {
  const app = express();
  // registerLocalFs reads the repository from the environment before it first waits.
  const givenRepository = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repoDir;
  const registered = decapServer.registerLocalFs(app, { logLevel: "info" });
  if (givenRepository === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = givenRepository;
  await registered;

  return {
    ask: async (/** @type {unknown} */ request) => {
      const answer = await inject(app, {
        method: "POST",
        url: "/api/v1",
        headers: { "Content-Type": "application/json" },
        payload: JSON.stringify(request),
      });
      try {
        return { status: answer.statusCode, body: /** @type {unknown} */ (JSON.parse(answer.payload)) };
      } catch {
        const error = "The editor's content server (decap-server) gave an answer that is not JSON.";
        return { status: 502, body: { error } };
      }
    },
  };
}
