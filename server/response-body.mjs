import fs from "node:fs";
import http from "node:http";
import { pipeline } from "node:stream";

/** A representation, or a range of it, with the Content-* headers of the bytes sent; a header rule may set Content-Type.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {import('./site-files.mjs').SiteFile} file
 * @param {import('./representations.mjs').Representation} representation @param {{ start: number, end: number } | null} range */
export function sendRepresentation(req, res, file, representation, range) {
  const start = range?.start ?? 0;
  const end = range?.end ?? representation.size - 1;
  if (!res.hasHeader("Content-Type")) res.setHeader("Content-Type", file.contentType);
  if (representation.coding !== "identity") res.setHeader("Content-Encoding", representation.coding);
  if (range !== null) res.setHeader("Content-Range", `bytes ${start}-${end}/${representation.size}`);
  res.setHeader("Content-Length", end - start + 1);
  if (req.method === "HEAD") return res.end();
  if (representation.body !== null) return res.end(representation.body.subarray(start, end + 1));
  pipeline(fs.createReadStream(file.file, { start, end }), res, (error) => {
    // A visitor who leaves mid-download closes the response early: not worth a log line.
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.error(`${req.method} ${req.url} failed while sending ${file.file}: ${error.message}`);
    }
  });
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
export function endWithText(
  req,
  res,
  body = `${http.STATUS_CODES[res.statusCode]}\n`,
  type = "text/plain; charset=utf-8",
) {
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** After any name a header rule put in Vary. @param {http.ServerResponse} res @param {string} name */
export function addVary(res, name) {
  const vary = res.getHeader("Vary");
  res.setHeader("Vary", vary === undefined ? name : `${vary}, ${name}`);
}
