// @ts-check
// Serves the production build (public/) locally the way Netlify serves it:
//
//   npm run serve                       # http://localhost:9000
//   PORT=8080 HOST=0.0.0.0 npm run serve
//
// - only what Netlify publishes: never its configuration (_headers, _redirects) nor the
//   build-only files (source maps, webpack statistics), however the path is spelled
//   (server/site-files.mjs, server/request-target.mjs);
// - paths resolved as Netlify resolves them: "/blog" serves blog.html, "/blog/" redirects to
//   "/blog" (and "/docs" to "/docs/" when only docs/index.html exists); unknown paths get
//   public/404.html with status 404;
// - on EVERY response, errors included, the headers Netlify's rules give the requested path
//   (netlify.toml + public/_headers, read by plugins/response-headers/netlify-rules.mjs), and Netlify's default
//   Cache-Control where no rule sets one. Errors and redirects always get that default
//   (server/response-headers.mjs);
// - brotli, else gzip, else the bytes as they are, per Accept-Encoding, each file compressed
//   once (server/representations.mjs, server/content-coding.mjs);
// - a strong ETag per file and coding, If-Match (412), If-None-Match (304, with ETag and Vary), one byte range
//   per request (206 or 416, with If-Range; server/byte-range.mjs,
//   server/conditional-requests.mjs), read from memory or streamed from disk
//   (server/response-body.mjs);
// - GET and HEAD only (405 otherwise); a failure answers 500 without details.
//
// Built on Node's own http and fs, with no static-file library: sirv 3 answers "bytes=5-2" with
// a negative Content-Length and "bytes=-10" with the wrong bytes, compression() compresses every
// response again (a range sirv cut in uncompressed bytes included), and send 0.19 (Express's)
// answers "bytes=abc" with 416 instead of ignoring it. Each job above is one small module under
// server/.
//
// Importable (bench/run.mjs and cms/cms.mjs import it): `await createServer(publicDir)` returns an
// http.Server that is not listening yet. By default the command binds to 127.0.0.1 (loopback
// only; "localhost" in browsers, curl and Node reaches it); HOST overrides that.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { readHeaderRules } from "../plugins/response-headers/netlify-rules.mjs";
import { parseRange } from "./byte-range.mjs";
import { isNotModified, matchesIfMatch, rangeStillApplies } from "./conditional-requests.mjs";
import { preferredCoding } from "./content-coding.mjs";
import { RepresentationStore } from "./representations.mjs";
import { readRequestTarget } from "./request-target.mjs";
import { endWithStatusText, sendRepresentation } from "./response-body.mjs";
import { addVary, headersForResponse } from "./response-headers.mjs";
import { isStillPublished, listSiteFiles, resolveSitePath } from "./site-files.mjs";

/** @typedef {import("./byte-range.mjs").ByteRange} ByteRange */
/** @typedef {import("./site-files.mjs").SiteFile} SiteFile */
/** @typedef {import("./request-target.mjs").RequestTarget} RequestTarget */

/**
 * The path whose header rules a request without a usable path gets: the rules meant for every
 * path ("/*") match it, no page's or folder's rule does.
 */
const ANY_PATH = "/*";

/**
 * An http.Server (not listening yet) serving `publicDir` like Netlify would. The header rules
 * and the list of files are read once, when the server is created (as on Netlify, where they
 * are fixed per deploy): restart it after a new build.
 *
 * @param {string} publicDir the build output
 * @param {{ rootDir?: string, route?: (req: http.IncomingMessage, res: http.ServerResponse, target: RequestTarget | null) => boolean, compression?: import('./content-coding.mjs').CompressionEffort }} [options]
 *   rootDir holds netlify.toml (default: the parent of publicDir); route sees every request
 *   first, with its target as readRequestTarget reads it (null for one this server answers
 *   400), and returns true for one it has answered (how `npm run cms` adds its API);
 *   compression is "smallest" unless told otherwise
 * @returns {Promise<http.Server>}
 */
export async function createServer(publicDir, options = {}) {
  const root = path.resolve(publicDir);
  if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`there is no build in ${root}: run npm run build first`);
  }
  const rules = await readHeaderRules(path.resolve(options.rootDir ?? path.dirname(root)), root);
  const files = listSiteFiles(root);
  const notFoundPage = files.get("/404.html");
  const representations = new RepresentationStore(options.compression ?? "smallest");

  /**
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {string} urlPath
   */
  const startResponse = (res, status, urlPath) => {
    res.statusCode = status;
    const isTheFile = status === 200 || status === 206 || status === 304;
    for (const [name, value] of headersForResponse(rules, urlPath, isTheFile)) res.setHeader(name, value);
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} urlPath
   */
  const sendNotFound = async (req, res, urlPath) => {
    if (notFoundPage === undefined) {
      startResponse(res, 404, urlPath);
      endWithStatusText(req, res);
      return;
    }
    const representation = await representations.get(notFoundPage, preferredCoding(req.headers["accept-encoding"]));
    startResponse(res, 404, urlPath);
    addVary(res, "Accept-Encoding");
    sendRepresentation(req, res, notFoundPage, representation, null);
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {SiteFile} file
   * @param {string} urlPath
   */
  const sendFile = async (req, res, file, urlPath) => {
    const coding = file.compressible ? preferredCoding(req.headers["accept-encoding"]) : "identity";
    const representation = await representations.get(file, coding);
    if (!matchesIfMatch(req.headers["if-match"], representation.etag)) {
      startResponse(res, 412, urlPath);
      endWithStatusText(req, res);
      return;
    }
    /** @type {ByteRange | 'unsatisfiable' | null} */
    let range = null;
    const notModified = isNotModified(req.headers["if-none-match"], representation.etag);
    // Node joins a repeated header other than Set-Cookie into one string.
    const ifRange = /** @type {string | undefined} */ (req.headers["if-range"]);
    if (!notModified && req.method === "GET" && rangeStillApplies(ifRange, representation.etag)) {
      range = parseRange(req.headers.range, representation.size);
    }
    const status = notModified ? 304 : range === "unsatisfiable" ? 416 : range !== null ? 206 : 200;
    startResponse(res, status, urlPath);
    if (file.compressible) addVary(res, "Accept-Encoding");
    if (range === "unsatisfiable") {
      res.setHeader("Content-Range", `bytes */${representation.size}`);
      endWithStatusText(req, res);
      return;
    }
    res.setHeader("ETag", representation.etag);
    if (notModified) {
      res.end();
      return;
    }
    res.setHeader("Accept-Ranges", "bytes");
    sendRepresentation(req, res, file, representation, range);
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {RequestTarget | null} target
   */
  const respond = async (req, res, target) => {
    if (target === null) {
      startResponse(res, 400, ANY_PATH);
      endWithStatusText(req, res);
      return;
    }
    const { urlPath } = target;
    if (req.method !== "GET" && req.method !== "HEAD") {
      startResponse(res, 405, urlPath);
      res.setHeader("Allow", "GET, HEAD");
      endWithStatusText(req, res);
      return;
    }
    const resolved = resolveSitePath(files, target.filePath);
    if (resolved === null) {
      await sendNotFound(req, res, urlPath);
    } else if ("redirect" in resolved) {
      startResponse(res, 301, urlPath);
      const location = resolved.redirect === "add slash" ? `${urlPath}/` : urlPath.slice(0, -1);
      res.setHeader("Location", `${location}${target.query}`);
      endWithStatusText(req, res);
    } else if (!(await isStillPublished(resolved.file))) {
      await sendNotFound(req, res, urlPath);
    } else {
      await sendFile(req, res, resolved.file, urlPath);
    }
  };

  // Node answers an HTTP/1.1 request without a Host header itself, with none of the site's
  // headers; it comes here instead and, unless options.route answers it, is answered as a
  // malformed request target is (400), as is one with two Host headers (RFC 9112, 3.2), of
  // which Node keeps only the first.
  /** The response each connection is writing, so a malformed request after it waits for it. */
  const responding = new WeakMap();
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    responding.set(req.socket, res);
    res.once("close", () => responding.get(req.socket) === res && responding.delete(req.socket));
    const hosts = req.headersDistinct.host ?? [];
    const target =
      (hosts.length === 0 && req.httpVersion === "1.1") || hosts.length > 1 ? null : readRequestTarget(req.url);
    if (options.route?.(req, res, target)) return;
    respond(req, res, target).catch((/** @type {unknown} */ error) => {
      console.error(`${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
      try {
        if (res.headersSent) throw error;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        startResponse(res, 500, target?.urlPath ?? ANY_PATH);
        endWithStatusText(req, res);
      } catch {
        // Too late for a status line, or the headers themselves fail: cut the connection.
        res.destroy();
      }
    });
  });

  /**
   * A plain answer written straight to the connection, with the headers of every path, for the
   * requests that never reach the handler above; the connection then closes.
   *
   * @param {import("node:stream").Duplex} socket
   * @param {number} status
   * @param {string[]} [extraHeaders]
   */
  const answerOnSocket = (socket, status, extraHeaders = []) => {
    // Node has taken its own error listener off a connection it hands over: a client that resets
    // it before the answer is written would otherwise crash the server.
    socket.on("error", () => socket.destroy());
    const body = `${http.STATUS_CODES[status]}\n`;
    const headers = [
      ...headersForResponse(rules, ANY_PATH, false).map(([name, value]) => `${name}: ${value}`),
      ...extraHeaders,
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
    ];
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers.join("\r\n")}\r\n\r\n${body}`);
  };

  // Requests Node's HTTP parser refuses (a URL over its 16 KB header limit, bytes no request
  // line may hold) get a plain answer, and no log: they are the client's mistake.
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    // A pipelined request before the malformed one is answered first, in order.
    const earlier = responding.get(socket);
    // Ahead of Node's own listener, which ends the connection once that response is written.
    if (earlier && !earlier.writableFinished)
      earlier.prependOnceListener("finish", () => answerOnSocket(socket, status));
    else answerOnSocket(socket, status);
  });

  // An Expect other than 100-continue is one this server cannot meet; Node would answer it with
  // none of the site's headers.
  server.on("checkExpectation", (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    startResponse(res, 417, ANY_PATH);
    endWithStatusText(req, res);
  });

  // CONNECT asks for a tunnel, which Node hands over as a bare connection: it is a method like
  // any other this server does not answer.
  server.on(
    "connect",
    (/** @type {http.IncomingMessage} */ _req, /** @type {import("node:stream").Duplex} */ socket) => {
      answerOnSocket(socket, 405, ["Allow: GET, HEAD"]);
    },
  );

  return server;
}

/** The command line: `node server/serve.mjs` (npm run serve). */
async function main() {
  const publicDir = path.resolve("public");
  const port = Number(process.env.PORT || 9000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got: ${process.env.PORT}`);
    process.exit(1);
  }
  const host = process.env.HOST || "127.0.0.1";

  /** @type {http.Server} */
  let server;
  try {
    server = await createServer(publicDir);
  } catch (error) {
    console.error(`Cannot serve the site: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} is already in use: stop the other server or set PORT, e.g. PORT=9001 npm run serve`
        : `Cannot start the server: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    const loopbackOrAny = ["127.0.0.1", "::1", "localhost", "0.0.0.0", "::"].includes(host);
    const shownHost = loopbackOrAny ? "localhost" : host.includes(":") ? `[${host}]` : host;
    console.log(`Parley is running at http://${shownHost}:${actualPort}`);
    console.log(
      `Serving ${path.relative(process.cwd(), publicDir) || publicDir} with Netlify's headers. Press Ctrl+C to stop.`,
    );
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// Run only as a command, not when imported. (No import.meta, so that
// babel-jest can load this file too.)
const entry = process.argv[1];
if (entry !== undefined && path.resolve(entry).endsWith(path.join("server", "serve.mjs"))) {
  main();
}
