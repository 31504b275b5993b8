// @ts-check
// Content codings: which one a client accepts (Accept-Encoding, RFC 9110 §12.5.3), and
// compressing a file's bytes in it.
import { promisify } from "node:util";
import zlib from "node:zlib";
import Negotiator from "negotiator";

/** @typedef {'br' | 'gzip' | 'identity'} ContentCoding */

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The coding to send for this request: brotli if the client accepts it (it is the smaller one),
 * gzip if it accepts only that or gives gzip a higher weight, and the bytes as they are otherwise,
 * no Accept-Encoding at all included, as Netlify sends it.
 *
 * @param {import("node:http").IncomingMessage} req
 * @returns {ContentCoding}
 */
export function preferredCoding(req) {
  const codings = ["br", "gzip"];
  return /** @type {ContentCoding | undefined} */ (new Negotiator(req).encoding(codings, codings)) ?? "identity";
}

/**
 * How hard to compress: "smallest", the strongest setting, where the bytes travel a network
 * (each file is compressed once and the result kept, so the slow setting costs one request and
 * saves bytes on all others); "quick" where they only cross the loopback (brotli takes 11 s of
 * CPU at the strongest setting for the editor's 5 MB bundle, and a quarter of a second at 5).
 * @typedef {'smallest' | 'quick'} CompressionEffort
 */

/**
 * `bytes` compressed in `coding`, on libuv's thread pool, not on the event loop.
 *
 * @param {Buffer} bytes
 * @param {'br' | 'gzip'} coding
 * @param {CompressionEffort} effort
 * @returns {Promise<Buffer>}
 */
export function compress(bytes, coding, effort) {
  const smallest = effort === "smallest";
  if (coding === "gzip") return gzip(bytes, { level: smallest ? zlib.constants.Z_BEST_COMPRESSION : 6 });
  return brotliCompress(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: smallest ? zlib.constants.BROTLI_MAX_QUALITY : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
