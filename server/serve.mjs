// `npm run serve`: the build served the way Netlify serves it, on Node's http alone: sirv 3,
// compression() and send 0.19 each answer some Range requests wrongly.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { readResponseHeaders } from "../headers/index.mjs";
import { isNotModified, matchesIfMatch, parseRange, rangeStillApplies } from "./conditions-and-ranges.mjs";
import { preferredCoding } from "./content-coding.mjs";
import { representationStore } from "./representations.mjs";
import { readRequestTarget } from "./request-target.mjs";
import { addVary, endWithText, sendRepresentation } from "./response-body.mjs";
import { isStillPublished, listSiteFiles, resolveSitePath } from "./site-files.mjs";

export { startServer } from "./start.mjs";
export { isBuildOnlyFile } from "./site-files.mjs";
export { endWithText };

/** @typedef {http.IncomingMessage} Request @typedef {http.ServerResponse} Response @typedef {ReturnType<typeof readRequestTarget>} Target */

/** What a request without a usable path is answered for: only the rules for every path match it. */
const ANY_PATH = "/*";
const ALLOW = { Allow: "GET, HEAD" };

/** Files and header rules are read once, as Netlify fixes them per deploy: restart after a build.
 * `headers` defaults to netlify.toml's and _headers' rules; `route` sees each request first (target
 * null for one answered 400) and returns true once it has answered it.
 * @param {string} publicDir @param {{ headers?: (urlPath: string, isTheFile: boolean) => [string, string][], route?: (req: Request, res: Response, target: Target) => boolean, compression?: import('./content-coding.mjs').CompressionEffort }} [options]
 */
export async function createServer(publicDir, options = {}) {
  const root = path.resolve(publicDir);
  if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`there is no build in ${root}: run npm run build first`);
  }
  const headersAt = options.headers ?? (await readResponseHeaders(path.dirname(root), root));
  const files = listSiteFiles(root);
  const notFoundPage = files.get("/404.html");
  const representationOf = representationStore(options.compression ?? "smallest");

  const startResponse = (/** @type {Response} */ res, /** @type {number} */ status, /** @type {string} */ urlPath) => {
    res.statusCode = status;
    const isTheFile = status === 200 || status === 206 || status === 304;
    for (const [name, value] of headersAt(urlPath, isTheFile)) res.setHeader(name, value);
  };

  /** @param {Request} req @param {Response} res @param {number} status @param {string} urlPath @param {Record<string, string>} [more] */
  const answerWithStatusText = (req, res, status, urlPath, more = {}) => {
    startResponse(res, status, urlPath);
    for (const [name, value] of Object.entries(more)) res.setHeader(name, value);
    endWithText(req, res);
  };

  /** @param {Request} req @param {Response} res @param {import("./site-files.mjs").SiteFile} file @param {string} urlPath */
  const sendFile = async (req, res, file, urlPath, status = 200) => {
    const coding = file.compressible ? preferredCoding(req.headers["accept-encoding"]) : "identity";
    const representation = await representationOf(file, coding);
    const { etag, size } = representation;
    if (status === 404) {
      startResponse(res, 404, urlPath);
      addVary(res, "Accept-Encoding");
      return sendRepresentation(req, res, file, representation, null);
    }
    if (!matchesIfMatch(req.headers["if-match"], etag)) return answerWithStatusText(req, res, 412, urlPath);
    const notModified = isNotModified(req.headers["if-none-match"], etag);
    // Node joins a repeated header other than Set-Cookie into one string.
    const ifRange = /** @type {string | undefined} */ (req.headers["if-range"]);
    const range =
      !notModified && req.method === "GET" && rangeStillApplies(ifRange, etag)
        ? parseRange(req.headers.range, size)
        : null;
    startResponse(res, notModified ? 304 : range === "unsatisfiable" ? 416 : range !== null ? 206 : 200, urlPath);
    if (file.compressible) addVary(res, "Accept-Encoding");
    if (range === "unsatisfiable") {
      res.setHeader("Content-Range", `bytes */${size}`);
      return endWithText(req, res);
    }
    res.setHeader("ETag", etag);
    if (notModified) return res.end();
    res.setHeader("Accept-Ranges", "bytes");
    sendRepresentation(req, res, file, representation, range);
  };

  /** @param {Request} req @param {Response} res @param {Target} target */
  const respond = async (req, res, target) => {
    if (target === null) return answerWithStatusText(req, res, 400, ANY_PATH);
    const { urlPath } = target;
    if (req.method !== "GET" && req.method !== "HEAD") return answerWithStatusText(req, res, 405, urlPath, ALLOW);
    const resolved = resolveSitePath(files, target.filePath);
    if (resolved !== null && "redirect" in resolved) {
      const location = resolved.redirect === "add slash" ? `${urlPath}/` : urlPath.slice(0, -1);
      return answerWithStatusText(req, res, 301, urlPath, { Location: `${location}${target.query}` });
    }
    if (resolved !== null && (await isStillPublished(resolved.file))) return sendFile(req, res, resolved.file, urlPath);
    if (notFoundPage === undefined) return answerWithStatusText(req, res, 404, urlPath);
    await sendFile(req, res, notFoundPage, urlPath, 404);
  };

  // Node would answer a request without Host itself, without the site's headers: it is answered 400
  // here, as is one with two (RFC 9112, 3.2). A malformed request waits for the one before it.
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
        answerWithStatusText(req, res, 500, target?.urlPath ?? ANY_PATH);
      } catch {
        res.destroy();
      }
    });
  });

  /** For requests that never reach the handler: a plain answer, then the connection closes. @param {import("node:stream").Duplex} socket @param {number} status @param {Record<string, string>} [more] */
  const answerOnSocket = (socket, status, more = {}) => {
    // Node has taken its own error listener off the connection: a reset would crash the server.
    socket.on("error", () => socket.destroy());
    const body = `${http.STATUS_CODES[status]}\n`;
    const headers = [
      ...[...headersAt(ANY_PATH, false), ...Object.entries(more)].map(([name, value]) => `${name}: ${value}`),
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
    ];
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers.join("\r\n")}\r\n\r\n${body}`);
  };

  // Requests Node's parser refuses are the client's mistake: answered, and not logged.
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    // A pipelined request before it is answered first, ahead of Node's listener that ends the connection.
    const earlier = responding.get(socket);
    if (earlier && !earlier.writableFinished)
      earlier.prependOnceListener("finish", () => answerOnSocket(socket, status));
    else answerOnSocket(socket, status);
  });

  // Node would answer these without the site's headers: an Expect but 100-continue, and CONNECT.
  server.on("checkExpectation", (/** @type {Request} */ req, /** @type {Response} */ res) =>
    answerWithStatusText(req, res, 417, ANY_PATH),
  );
  server.on("connect", (_req, /** @type {import("node:stream").Duplex} */ socket) =>
    answerOnSocket(socket, 405, ALLOW),
  );
  return server;
}

async function main() {
  const publicDir = path.resolve("public");
  const port = Number(process.env.PORT || 9000);
  const host = process.env.HOST || "127.0.0.1";
  const fail = (/** @type {string} */ message) => (console.error(message), process.exit(1));
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, got: ${process.env.PORT}`);
  const server = await createServer(publicDir).catch((/** @type {unknown} */ error) =>
    fail(`Cannot serve the site: ${error instanceof Error ? error.message : String(error)}`),
  );
  server.on("error", (/** @type {NodeJS.ErrnoException} */ error) =>
    fail(
      error.code === "EADDRINUSE"
        ? `Port ${port} is already in use: stop the other server or set PORT, e.g. PORT=9001 npm run serve`
        : `Cannot start the server: ${error.message}`,
    ),
  );
  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    const loopbackOrAny = ["127.0.0.1", "::1", "localhost", "0.0.0.0", "::"].includes(host);
    const shownHost = loopbackOrAny ? "localhost" : host.includes(":") ? `[${host}]` : host;
    console.log(`Parley is running at http://${shownHost}:${actualPort}`);
    console.log("Serving public with Netlify's headers. Press Ctrl+C to stop.");
  });
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => server.close(() => process.exit(0)).closeAllConnections());
}

// Not when imported; no import.meta, which babel-jest cannot load.
const entry = process.argv[1];
if (entry !== undefined && path.resolve(entry).endsWith(path.join("server", "serve.mjs"))) main();
