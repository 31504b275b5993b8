// The local editor's API (Decap's proxy-backend protocol) in front of decap-server, which reads any
// file of its folder and writes whatever it is sent, in place, outside any handler (a failure stops
// the editor). So every request is checked here first, and saves are staged and written here.
import fs from "node:fs/promises";
import path from "node:path";
import { endWithText } from "../../server/serve.mjs";
import { CheckTimeout } from "./content-checks.mjs";
import * as files from "./files.mjs";
import { readJson, Refusal } from "./requests.mjs";

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2}==)$/;

/** They run one at a time. */
const CHANGES = ["persistEntry", "persistMedia", "deleteFile", "deleteFiles"];

/** @typedef {Parameters<typeof files.checkPaths>[2]} Named */
/** @typedef {import("./content-checks.mjs").PendingContent} Pending */

/** @param {unknown} value @returns {any[]} */
const listOf = (value) => (Array.isArray(value) ? value : []);

/** Actions decap-server answers, and what each names. @type {Record<string, (params: any) => Named>} */
const READS = {
  info: () => ({}),
  getDeployPreview: () => ({}),
  entriesByFiles: (params) => ({ content: listOf(params?.files).map((file) => file?.path) }),
  entriesByFolder: (params) => ({ folder: [params?.folder], extension: [params?.extension] }),
  getEntry: (params) => ({ content: [params?.path] }),
  getMedia: (params) => ({ mediaFolder: [params?.mediaFolder] }),
  getMediaFile: (params) => ({ media: [params?.path] }),
  deleteFile: (params) => ({ deletable: [params?.path] }),
  deleteFiles: (params) => ({ deletable: listOf(params?.paths) }),
};

/** @param {{ repoDir: string, contentFiles: ReadonlySet<string>, validate: (pending: Pending) => Promise<string[]>,
 *   backend: import('./decap-backend.mjs').DecapBackend, headers: [string, string][] }} options
 * @returns {import('node:http').RequestListener} */
export function createContentApi({ repoDir, contentFiles, validate, backend, headers }) {
  /** Each change is checked against what the changes before it left. @type {Promise<unknown>} */
  let saving = Promise.resolve();

  /** @param {Pending} pending */
  const checked = (pending) =>
    validate(pending).catch((error) => {
      if (error instanceof CheckTimeout)
        throw new Refusal(422, `Not saved: ${error.message}; expected content within the limits docs/editing.md gives`);
      throw error;
    });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
  const answer = (req, res, status, body) => {
    res.statusCode = status;
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", "no-store");
    endWithText(req, res, JSON.stringify(body), "application/json; charset=utf-8");
  };

  /** @param {Named} named */
  const allow = (named) => files.checkPaths(repoDir, contentFiles, named);

  /** @param {any} params */
  const persist = async (params) => {
    const dataFiles = params?.dataFiles ?? (params?.entry ? [params.entry] : []);
    if (!Array.isArray(dataFiles) || !Array.isArray(params?.assets ?? [])) {
      throw new Refusal(422, "persistEntry expects a list of dataFiles and a list of assets");
    }
    const assets = /** @type {any[]} */ (params?.assets ?? []);
    if (params?.asset) assets.push(params.asset);
    if (dataFiles.length + assets.length === 0) throw new Refusal(422, "The save names no file: nothing to save");
    await allow({ content: dataFiles.map((file) => file?.path), media: assets.map((asset) => asset?.path) });
    if (dataFiles.some((file) => file.newPath !== undefined)) {
      throw new Refusal(403, "Renaming or moving a content file is not something the editor does");
    }
    for (const file of dataFiles) {
      if (typeof file.raw !== "string") throw new Refusal(422, `${file.path}: expected the file's text`);
    }
    const pictures = assets.map((asset) => {
      if (typeof asset.content !== "string" || asset.encoding !== "base64" || !BASE64.test(asset.content)) {
        throw new Refusal(422, `${asset.path}: not saved, expected the picture's bytes in base64`);
      }
      return { target: asset.path, bytes: Buffer.from(asset.content, "base64") };
    });
    for (const { target, bytes } of pictures) {
      await files.checkLetterCase(repoDir, target);
      await files.checkPicture(target, bytes);
    }
    const pending = {
      files: new Map(dataFiles.map((file) => [file.path.slice("data/".length), file.raw])),
      images: new Set(pictures.map(({ target }) => target.slice("data/".length))),
    };
    const saved = new Set(dataFiles.map((file) => file.path));
    const problems = (await checked(pending)).filter((problem) => [...saved].some((file) => problem.includes(file)));
    if (problems.length > 0) throw new Refusal(422, `Not saved: ${problems.join("; ")}`);
    // Pictures first: a content file may name one.
    await files.writeAll(repoDir, [
      ...pictures.map(({ target, bytes }) => ({ target, content: bytes })),
      ...dataFiles.map((file) => ({ target: file.path, content: file.raw })),
    ]);
  };

  /** Decap deletes only a post's text; its folder's pictures were the post's too. @param {string[]} deleted */
  const removePostFolders = async (deleted) => {
    for (const file of deleted.filter((name) => files.POST_FILE.test(name))) {
      const folder = path.join(repoDir, path.dirname(file));
      const names = await fs.readdir(folder).catch(() => /** @type {string[]} */ ([]));
      for (const name of names) {
        const relative = `${path.posix.dirname(file)}/${name}`;
        if (files.POST_PICTURE.test(relative)) await fs.rm(path.join(repoDir, relative), { force: true });
      }
      await fs.rmdir(folder).catch(() => {}); // kept if anything else is in it
    }
  };

  /** decap-server's fs mode requires a branch and ignores it. @param {string} name */
  const readMediaFile = (name) => backend.ask({ action: "getMediaFile", params: { branch: "main", path: name } });

  /** Not decap-server's list, which fails on one symbolic link out of the repository. @param {string} folder */
  const listMedia = async (folder) => {
    const entries = await fs.readdir(path.join(repoDir, folder), { withFileTypes: true }).catch(() => []);
    const listed = /** @type {unknown[]} */ ([]);
    for (const entry of entries) {
      const name = `${folder}/${entry.name}`;
      if (!entry.isFile() || !files.isMedia(name)) continue;
      const result = await readMediaFile(name);
      if (result.status === 200) listed.push(result.body);
    }
    return listed;
  };

  /** @param {any} request @returns {Promise<{ status: number, body: unknown }>} */
  const handleAction = async (request) => {
    const action = request?.action;
    if (action === "persistEntry") {
      await persist(request.params);
      return { status: 200, body: { message: "entry persisted" } };
    }
    if (action === "persistMedia") {
      const asset = request.params?.asset;
      if (typeof asset?.path !== "string") throw new Refusal(422, "persistMedia expects an asset with a path");
      await persist({ dataFiles: [], asset });
      return readMediaFile(asset.path);
    }
    if (typeof action === "string" && Object.hasOwn(READS, action)) {
      const named = READS[action](request.params);
      const deletable = /** @type {string[] | undefined} */ (named.deletable);
      await allow(named);
      if (action === "getMedia")
        return { status: 200, body: await listMedia(/** @type {string} */ (named.mediaFolder?.[0])) };
      for (const name of deletable ?? []) await files.checkLetterCase(repoDir, name);
      if (deletable) {
        // Refused if it leaves content naming a picture that is gone.
        const before = new Set(await checked({}));
        const deleted = new Set(deletable.map((name) => name.slice("data/".length)));
        const problems = (await checked({ deleted })).filter((problem) => !before.has(problem));
        if (problems.length > 0) throw new Refusal(409, `Not deleted: ${problems.join("; ")}`);
      }
      const result = await backend.ask(request);
      if (result.status === 200 && deletable) await removePostFolders(deletable);
      // decap-server lists symbolic links too.
      if (result.status === 200 && Array.isArray(result.body) && action === "entriesByFolder") {
        const listed = /** @type {unknown[]} */ ([]);
        for (const entry of result.body) {
          const name = entry?.path ?? entry?.file?.path;
          if (typeof name === "string" && (await files.isReallyInData(repoDir, name))) listed.push(entry);
        }
        return { status: 200, body: listed };
      }
      return result;
    }
    throw new Refusal(422, `Unknown action ${JSON.stringify(action)}`);
  };

  return async (req, res) => {
    try {
      if (req.method !== "POST") {
        res.setHeader("Allow", "POST");
        throw new Refusal(405, "The editor's API answers POST only");
      }
      if (!/^application\/json\s*(?:;|$)/i.test(req.headers["content-type"] ?? "")) {
        throw new Refusal(415, "The editor's API reads JSON only (Content-Type: application/json)");
      }
      const request = await readJson(req);
      const isChange = CHANGES.includes(request?.action);
      const answered = isChange ? saving.catch(() => {}).then(() => handleAction(request)) : handleAction(request);
      if (isChange) saving = answered;
      const result = await answered;
      answer(req, res, result.status, result.body);
    } catch (error) {
      if (error instanceof Refusal) {
        // The rest of an oversized body is not read: the connection closes after the answer.
        if (error.status === 413) res.setHeader("Connection", "close");
        answer(req, res, error.status, { error: error.message });
        return;
      }
      console.error(`The editor's API failed: ${error instanceof Error ? error.message : String(error)}`);
      answer(req, res, 500, { error: "The editor's server failed to handle this request; its terminal says why." });
    }
  };
}
