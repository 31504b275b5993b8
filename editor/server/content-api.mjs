// @ts-check
// The local editor's API (/api/v1, Decap's proxy-backend protocol), between the editor's page
// and decap-server. decap-server (Decap's own local backend) reads any file of the folder it is
// given, writes without checking what it writes, and writes in place; so every request passes
// here first, and:
//
// - reaches only the content files (data/*.json the content model lists), the posts
//   (data/blog/<slug>/index.md) and the pictures of the media folder (data/images/) and of each
//   post's folder, each named exactly and really inside data/ (no symbolic link leads out): any
//   other path is refused with 403 before decap-server sees it. Deleting a post takes its
//   folder's pictures with it;
// - a save is checked with the build's own validator (src/content/validate.ts), the saved files
//   in place of those on disk, before anything is written: what the build would refuse answers
//   422 with the build's message (file and field), and nothing changes;
// - saves are written here, never passed on: decap-server writes in place, and runs a move
//   outside any handler, where a failure would stop the editor. Every file of a save goes into a
//   temporary file beside its target first and then each is renamed over its target, so a reader
//   never sees half a file and a save that fails while writing leaves every old file;
//   decap-server answers only what it reads and deletes;
// - an uploaded picture must be a picture of the type its name says, of at most
//   MAX_PICTURE_PIXELS (sharp, which the build processes it with, reads all of it), and a picture
//   content still names is not deleted: deletes are checked with the build's validator too; no
//   picture is uploaded or deleted under a name that differs from another's only in capitals;
// - the request body is at most 1 MB (413 beyond) and nests at most MAX_DEPTH deep, file names
//   and folder names are at most MAX_NAME_LENGTH long, and every answer is JSON with the editor's
//   headers, never decap-server's own (no X-Powered-By, no CORS, no stack trace).
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  BLOG_FOLDER,
  IMAGE_FOLDER,
  PICTURE_FORMATS,
  PICTURE_NAME_PATTERN,
  POST_SLUG_PATTERN,
} from "../src/content/content-paths.mjs";
import { CheckTimeout } from "./content-checks.mjs";

/** The largest request body the API reads. */
const MAX_BODY_BYTES = 1024 * 1024;

/** How deep a request's JSON may nest: Decap's requests nest four levels at most. */
const MAX_DEPTH = 16;

/**
 * The longest file name the API accepts: its temporary file (writeAll) adds 18 characters, and
 * a name on disk has at most 255.
 */
const MAX_NAME_LENGTH = 200;

/** Where the editor's pictures live, as Decap names the folder (src/admin/cms-config.ts). */
const MEDIA_FOLDER = `data/${IMAGE_FOLDER}`;

/** A picture in the media folder. */
const MEDIA_FILE = new RegExp(`^${MEDIA_FOLDER}/${PICTURE_NAME_PATTERN}$`);

/** The posts' folder (src/admin/cms-config.ts): one folder per post, data/blog/<slug>/. */
const POSTS_FOLDER = `data/${BLOG_FOLDER}`;

/** A post's text. */
const POST_FILE = new RegExp(`^${POSTS_FOLDER}/${POST_SLUG_PATTERN}/index\\.md$`);

/** A post's folder, where its pictures are uploaded. */
const POST_FOLDER = new RegExp(`^${POSTS_FOLDER}/${POST_SLUG_PATTERN}$`);

/** A picture next to a post: a plain file name, with an image type the build processes. */
const POST_PICTURE = new RegExp(`^${POSTS_FOLDER}/${POST_SLUG_PATTERN}/${PICTURE_NAME_PATTERN}$`);

/**
 * The most pixels an uploaded picture may have: a camera's 48 megapixels and then some. Reading a
 * picture takes time and memory by its pixels, not its bytes: a 32 KB PNG of one colour can hold
 * 268 million, which would hold every later save for half a minute, and the build after it.
 */
const MAX_PICTURE_PIXELS = 50_000_000;

/** The actions that change files: they run one at a time (createContentApi). */
/** Base64 as Decap sends a picture: whole groups of four characters, at least one. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2}==)$/;

const CHANGES = ["persistEntry", "persistMedia", "deleteFile", "deleteFiles"];

/** Actions that only read or delete, and what each names (each answered by decap-server). */
const READS = {
  info: () => ({}),
  getDeployPreview: () => ({}),
  entriesByFiles: (/** @type {any} */ params) => ({ content: listOf(params?.files).map((file) => file?.path) }),
  entriesByFolder: (/** @type {any} */ params) => ({ folder: [params?.folder], extension: [params?.extension] }),
  getEntry: (/** @type {any} */ params) => ({ content: [params?.path] }),
  getMedia: (/** @type {any} */ params) => ({ mediaFolder: [params?.mediaFolder] }),
  getMediaFile: (/** @type {any} */ params) => ({ media: [params?.path] }),
  deleteFile: (/** @type {any} */ params) => ({ deletable: [params?.path] }),
  deleteFiles: (/** @type {any} */ params) => ({ deletable: listOf(params?.paths) }),
};

/**
 * @param {unknown} value
 * @returns {any[]}
 */
function listOf(value) {
  return Array.isArray(value) ? value : [];
}

/** An answer the API gives instead of going on. */
class Refusal extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @typedef {object} ContentApiOptions
 * @property {string} repoDir the working copy whose data/ the editor changes
 * @property {ReadonlySet<string>} contentFiles every content file, e.g. "data/site.json"
 * @property {(pending: import("../src/content/validate").PendingContent) => Promise<string[]>} validate
 *   the build's messages about the content once `pending` (paths relative to data/) is done
 * @property {import('./decap-backend.mjs').DecapBackend} backend decap-server
 * @property {[string, string][]} headers the editor's headers, for every answer
 */

/**
 * @param {ContentApiOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createContentApi({ repoDir, contentFiles, validate, backend, headers }) {
  /**
   * Changes (saves and deletes) one at a time: each is checked against what the changes before it
   * left.
   * @type {Promise<unknown>}
   */
  let saving = Promise.resolve();

  /**
   * The validator's messages once `pending` is done; a check past its time budget refuses the change.
   *
   * @param {import("../src/content/validate").PendingContent} pending
   */
  const checked = (pending) =>
    validate(pending).catch((error) => {
      if (error instanceof CheckTimeout)
        throw new Refusal(422, `Not saved: ${error.message}; expected content within the limits docs/editing.md gives`);
      throw error;
    });

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   */
  const answer = (res, status, body) => {
    const text = JSON.stringify(body);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Length", String(Buffer.byteLength(text)));
    res.writeHead(status);
    res.end(text);
  };

  /**
   * Refuses every path of a request that is not of the kind its action may touch.
   *
   * @param {{ content?: unknown[], media?: unknown[], mediaFolder?: unknown[], folder?: unknown[], extension?: unknown[], deletable?: unknown[] }} named
   */
  const checkPaths = async (named) => {
    const isMedia = (/** @type {string} */ name) => MEDIA_FILE.test(name) || POST_PICTURE.test(name);
    const allowed = {
      content: (/** @type {string} */ name) => contentFiles.has(name) || POST_FILE.test(name),
      media: isMedia,
      // A new post has no folder yet: until its first save, Decap lists the posts' folder itself
      // as its media folder (only its own files, which are none: it holds the posts' folders).
      mediaFolder: (/** @type {string} */ name) =>
        name === MEDIA_FOLDER || name === POSTS_FOLDER || POST_FOLDER.test(name),
      // Only the posts' folder is listed, and only its Markdown files.
      folder: (/** @type {string} */ name) => name === POSTS_FOLDER,
      extension: (/** @type {string} */ name) => name === "md",
      // An editor deletes pictures and posts, never the site's content files.
      deletable: (/** @type {string} */ name) => isMedia(name) || POST_FILE.test(name),
    };
    const refusal = new Refusal(
      403,
      "A path names something other than the content files and pictures the editor may touch",
    );
    for (const [kind, names] of Object.entries(named)) {
      // Each file is read once: a list of one file named thousands of times would be read into
      // memory thousands of times over.
      if (new Set(names).size !== (names ?? []).length) throw new Refusal(422, "A request names the same file twice");
      for (const name of names ?? []) {
        if (typeof name !== "string" || !allowed[/** @type {keyof typeof allowed} */ (kind)](name)) throw refusal;
        if (name.split("/").some((part) => part.length > MAX_NAME_LENGTH)) {
          throw new Refusal(422, `A file or folder name is longer than ${MAX_NAME_LENGTH} characters`);
        }
        if (kind !== "extension" && !(await isReallyInData(name))) throw refusal;
      }
    }
  };

  /**
   * Whether `name` ("data/…", a path the rules above allow) is what its name says: no part of it
   * below data/ is a symbolic link. A link (one a pulled commit brings, say) would otherwise take
   * a read or a save out of data/, or turn the delete of a picture into the delete of the file it
   * points to.
   *
   * @param {string} name
   */
  const isReallyInData = async (name) => {
    let current = path.join(repoDir, "data");
    for (const part of name.split("/").slice(1)) {
      current = path.join(current, part);
      const stat = await fs.lstat(current).catch((/** @type {NodeJS.ErrnoException} */ error) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (stat === null) return true;
      if (stat.isSymbolicLink()) return false;
    }
    return true;
  };

  /**
   * Sends an already checked request to decap-server and passes its JSON answer on.
   *
   * @param {unknown} request
   * @returns {Promise<{ status: number, body: unknown }>}
   */
  const askBackend = async (request) => {
    const { status, text } = await backend.ask(request);
    try {
      return { status, body: JSON.parse(text) };
    } catch {
      return {
        status: 502,
        body: { error: "The editor's content server (decap-server) gave an answer that is not JSON." },
      };
    }
  };

  /**
   * Checks a save (data files and pictures) and writes it.
   *
   * @param {any} params
   */
  const persist = async (params) => {
    const dataFiles = params?.dataFiles ?? (params?.entry ? [params.entry] : []);
    if (!Array.isArray(dataFiles) || !Array.isArray(params?.assets ?? [])) {
      throw new Refusal(422, "persistEntry expects a list of dataFiles and a list of assets");
    }
    /** @type {any[]} */
    const assets = params?.assets ?? [];
    if (params?.asset) assets.push(params.asset);
    if (dataFiles.length === 0 && assets.length === 0)
      throw new Refusal(422, "The save names no file: nothing to save");
    await checkPaths({ content: dataFiles.map((file) => file?.path), media: assets.map((asset) => asset?.path) });
    if (dataFiles.some((file) => file.newPath !== undefined)) {
      throw new Refusal(403, "Renaming or moving a content file is not something the editor does");
    }
    for (const file of dataFiles) {
      if (typeof file.raw !== "string") throw new Refusal(422, `${file.path}: expected the file's text`);
    }
    /** @type {{ target: string, bytes: Buffer }[]} */
    const pictures = assets.map((asset) => {
      if (typeof asset.content !== "string" || asset.encoding !== "base64" || !BASE64.test(asset.content)) {
        throw new Refusal(422, `${asset.path}: not saved, expected the picture's bytes in base64`);
      }
      return { target: asset.path, bytes: Buffer.from(asset.content, "base64") };
    });
    for (const { target, bytes } of pictures) {
      await checkLetterCase(repoDir, target);
      await checkPicture(target, bytes);
    }
    const pending = {
      files: new Map(dataFiles.map((file) => [file.path.slice("data/".length), file.raw])),
      images: new Set(pictures.map(({ target }) => target.slice("data/".length))),
    };
    const saved = new Set(dataFiles.map((file) => file.path));
    const problems = (await checked(pending)).filter((problem) => [...saved].some((file) => problem.includes(file)));
    if (problems.length > 0) throw new Refusal(422, `Not saved: ${problems.join("; ")}`);
    // Pictures first: a content file may name one.
    await writeAll(repoDir, [
      ...pictures.map(({ target, bytes }) => ({ target, content: bytes })),
      ...dataFiles.map((file) => ({ target: file.path, content: file.raw })),
    ]);
  };

  /**
   * After a post's text is deleted, the pictures in its folder and the folder itself: they were
   * the post's, and Decap deletes only the entry's file.
   *
   * @param {string[]} deleted
   */
  const removePostFolders = async (deleted) => {
    for (const file of deleted.filter((name) => POST_FILE.test(name))) {
      const folder = path.join(repoDir, path.dirname(file));
      const names = await fs.readdir(folder).catch(() => /** @type {string[]} */ ([]));
      for (const name of names) {
        const relative = `${path.posix.dirname(file)}/${name}`;
        if (POST_PICTURE.test(relative)) await fs.rm(path.join(repoDir, relative), { force: true });
      }
      await fs.rmdir(folder).catch(() => {}); // kept if anything else is in it
    }
  };

  /**
   * Refuses a delete that would leave content naming a picture that is gone (the build would
   * refuse it): what the validator finds with the files deleted that it did not find before.
   *
   * @param {string[]} deletable paths the rules above allow, "data/…"
   */
  const checkDeletion = async (deletable) => {
    const deleted = new Set(deletable.map((name) => name.slice("data/".length)));
    const before = new Set(await checked({}));
    const problems = (await checked({ deleted })).filter((problem) => !before.has(problem));
    if (problems.length > 0) throw new Refusal(409, `Not deleted: ${problems.join("; ")}`);
  };

  /**
   * A picture as decap-server reads it (what the editor shows). Its fs mode requires a branch
   * and ignores it.
   *
   * @param {string} name a path the rules above allow, "data/…"
   */
  const readMediaFile = (name) => askBackend({ action: "getMediaFile", params: { branch: "main", path: name } });

  /**
   * The pictures in a media folder, each read by decap-server. The folder is listed here:
   * decap-server fails the whole list on one symbolic link that leads out of the repository,
   * and a link is no picture of data/.
   *
   * @param {string} folder a media folder the rules above allow, "data/…"
   */
  const listMedia = async (folder) => {
    const entries = await fs.readdir(path.join(repoDir, folder), { withFileTypes: true }).catch(() => []);
    /** @type {unknown[]} */
    const listed = [];
    for (const entry of entries) {
      const name = `${folder}/${entry.name}`;
      if (!entry.isFile() || !(MEDIA_FILE.test(name) || POST_PICTURE.test(name))) continue;
      const result = await readMediaFile(name);
      if (result.status === 200) listed.push(result.body);
    }
    return listed;
  };

  /**
   * @param {any} request
   * @returns {Promise<{ status: number, body: unknown }>}
   */
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
    if (action === "getMedia") {
      const { mediaFolder } = READS.getMedia(request.params);
      await checkPaths({ mediaFolder });
      return { status: 200, body: await listMedia(mediaFolder[0]) };
    }
    if (typeof action === "string" && Object.hasOwn(READS, action)) {
      const named = READS[/** @type {keyof typeof READS} */ (action)](request.params);
      await checkPaths(named);
      if ("deletable" in named) {
        for (const name of /** @type {string[]} */ (named.deletable)) await checkLetterCase(repoDir, name);
        await checkDeletion(/** @type {string[]} */ (named.deletable));
      }
      const result = await askBackend(request);
      if (result.status === 200 && "deletable" in named)
        await removePostFolders(/** @type {string[]} */ (named.deletable));
      // decap-server lists what a folder holds, symbolic links included: only what really is in
      // data/ is listed.
      if (result.status === 200 && Array.isArray(result.body) && action === "entriesByFolder") {
        /** @type {unknown[]} */
        const listed = [];
        for (const entry of result.body) {
          const name = entry?.path ?? entry?.file?.path;
          if (typeof name === "string" && (await isReallyInData(name))) listed.push(entry);
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
      const request = parseJson(await readBody(req));
      const isChange = CHANGES.includes(request?.action);
      const answered = isChange ? saving.catch(() => {}).then(() => handleAction(request)) : handleAction(request);
      if (isChange) saving = answered;
      const result = await answered;
      answer(res, result.status, result.body);
    } catch (error) {
      if (error instanceof Refusal) {
        // The rest of an oversized body is not read: the connection closes after the answer.
        if (error.status === 413) res.setHeader("Connection", "close");
        answer(res, error.status, { error: error.message });
        return;
      }
      console.error(`The editor's API failed: ${error instanceof Error ? error.message : String(error)}`);
      answer(res, 500, { error: "The editor's server failed to handle this request; its terminal says why." });
    }
  };
}

/**
 * The request body, refused with 413 when it is over MAX_BODY_BYTES.
 *
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
async function readBody(req) {
  const tooLarge = () => new Refusal(413, `The request body is over ${MAX_BODY_BYTES} bytes`);
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {Buffer} body
 * @returns {any}
 */
function parseJson(body) {
  /** @type {unknown} */
  let request;
  try {
    request = JSON.parse(body.toString("utf8"));
  } catch {
    throw new Refusal(400, "The request body is not valid JSON");
  }
  if (nestsDeeperThan(request, MAX_DEPTH)) throw new Refusal(400, `The request nests deeper than ${MAX_DEPTH} levels`);
  return request;
}

/**
 * Whether objects and arrays in `value` nest more than `limit` deep (walked without recursion,
 * which a deep enough value would overflow).
 *
 * @param {unknown} value
 * @param {number} limit
 */
function nestsDeeperThan(value, limit) {
  /** @type {[unknown, number][]} */
  const pending = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses a file named like another in its folder but for capitals: on macOS and Windows the two
 * names are one file, so an upload would replace the other, and a delete remove it, unchecked.
 *
 * @param {string} repoDir
 * @param {string} target "data/…"
 */
async function checkLetterCase(repoDir, target) {
  const name = path.posix.basename(target);
  const names = await fs.readdir(path.join(repoDir, path.posix.dirname(target))).catch(() => []);
  const other = names.find((entry) => entry !== name && entry.toLowerCase() === name.toLowerCase());
  if (other !== undefined) {
    throw new Refusal(
      409,
      `${target}: ${other} is there already; names that differ only in capitals are one file on macOS and Windows`,
    );
  }
}

/**
 * Refuses an uploaded picture that is not a whole picture of the type its name says, or that has
 * more pixels than MAX_PICTURE_PIXELS: sharp reads all of it, as the build will.
 *
 * @param {string} target "data/…"
 * @param {Buffer} bytes
 */
async function checkPicture(target, bytes) {
  const type = /** @type {keyof typeof PICTURE_FORMATS} */ (path.extname(target).slice(1).toLowerCase());
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format === "heif" && metadata.compression !== "av1" ? "heic" : metadata?.format;
  const pixels = (metadata?.width ?? 0) * (metadata?.height ?? 0);
  if (format === PICTURE_FORMATS[type] && pixels > MAX_PICTURE_PIXELS) {
    throw new Refusal(
      422,
      `${target}: not saved, the picture is ${metadata?.width} × ${metadata?.height} pixels; expected at most ${MAX_PICTURE_PIXELS / 1e6} million (e.g. 8000 × 6000)`,
    );
  }
  const whole =
    format === PICTURE_FORMATS[type] &&
    (await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
      .stats()
      .then(
        () => true,
        () => false,
      ));
  if (!whole) throw new Refusal(422, `${target}: not saved, the file is not a ${type.toUpperCase()} picture`);
}

/**
 * Writes the files of a save: each goes into a temporary file beside its target first, and only
 * once all are written is each renamed over its target, which replaces a file in one step, so a
 * reader sees the old file or the new one, and a save that fails while writing (a full disk, a
 * folder where a file should be) changes nothing. A new post's folder is made by its first save
 * (its picture or its text), and taken away again if the save fails.
 *
 * @param {string} repoDir
 * @param {{ target: string, content: string | Buffer }[]} files targets relative to repoDir
 */
async function writeAll(repoDir, files) {
  /** @type {string[]} */
  const madeFolders = [];
  /** @type {{ temporary: string, target: string }[]} */
  const staged = [];
  try {
    for (const { target, content } of files) {
      const absolute = path.join(repoDir, target);
      if (POST_PICTURE.test(target) || POST_FILE.test(target)) {
        const made = await fs.mkdir(path.dirname(absolute), { recursive: true });
        if (made) madeFolders.push(made);
      }
      if ((await fs.lstat(absolute).catch(() => null))?.isDirectory()) {
        throw new Refusal(409, `${target} is a folder, not a file: nothing was saved`);
      }
      const temporary = path.join(
        path.dirname(absolute),
        `.${path.basename(absolute)}.${randomBytes(6).toString("hex")}.tmp`,
      );
      staged.push({ temporary, target: absolute });
      await fs.writeFile(temporary, content, { flag: "wx" });
    }
  } catch (error) {
    for (const { temporary } of staged) await fs.rm(temporary, { force: true });
    for (const folder of madeFolders) await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
  for (const [index, { temporary, target }] of staged.entries()) {
    try {
      await fs.rename(temporary, target);
    } catch (error) {
      for (const rest of staged.slice(index)) await fs.rm(rest.temporary, { force: true });
      throw error;
    }
  }
}
