// @ts-check
// Content codings: which one a client accepts (Accept-Encoding, RFC 9110 §12.5.3), and
// compressing a file's bytes in it.
import { promisify } from "node:util";
import zlib from "node:zlib";

/** @typedef {'br' | 'gzip' | 'identity'} ContentCoding */

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The coding to send to a client with this Accept-Encoding: brotli if it accepts it (it is the
 * smaller one), gzip if it accepts only that, and the bytes as they are otherwise. A coding is
 * accepted when it is listed, or covered by "*", with a weight above 0; a higher weight for
 * gzip wins over brotli. No Accept-Encoding at all gets identity, as Netlify sends it.
 *
 * @param {string | undefined} acceptEncoding
 * @returns {ContentCoding}
 */
export function preferredCoding(acceptEncoding) {
  if (acceptEncoding === undefined) return "identity";
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const element of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = element.split(";").map((part) => part.trim().toLowerCase());
    if (name === "") continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isNaN(weight) ? 0 : weight);
  }
  const star = weights.get("*") ?? 0;
  const br = weights.get("br") ?? star;
  const gz = weights.get("gzip") ?? star;
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/**
 * `bytes` compressed in `coding` at the strongest setting: each file is compressed once and
 * the result kept, so the slow, small setting costs one request and saves bytes on all others.
 * Runs on libuv's thread pool, not on the event loop.
 *
 * @param {Buffer} bytes
 * @param {'br' | 'gzip'} coding
 * @returns {Promise<Buffer>}
 */
export function compress(bytes, coding) {
  if (coding === "gzip") return gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  return brotliCompress(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
