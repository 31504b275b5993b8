import { promisify } from "node:util";
import zlib from "node:zlib";

/** @typedef {'br' | 'gzip' | 'identity'} ContentCoding */

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** As RFC 9110 §12.5.3: brotli, the smaller, unless gzip weighs more; identity without the header,
 * as Netlify sends it. @param {string | undefined} acceptEncoding @returns {ContentCoding} */
export function preferredCoding(acceptEncoding) {
  if (acceptEncoding === undefined) return "identity";
  const weights = /** @type {Map<string, number>} */ (new Map());
  for (const element of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = element.split(";").map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name !== "") weights.set(name === "x-gzip" ? "gzip" : name, Number.isNaN(weight) ? 0 : weight);
  }
  const star = weights.get("*") ?? 0;
  const br = weights.get("br") ?? star;
  const gz = weights.get("gzip") ?? star;
  return br > 0 && br >= gz ? "br" : gz > 0 ? "gzip" : "identity";
}

/** "smallest" where bytes travel a network: each file is compressed once, so the slow setting costs
 * one request. "quick" across the loopback: brotli takes 11 s of CPU at its strongest for the
 * editor's 5 MB bundle, a quarter of a second at 5.
 * @typedef {'smallest' | 'quick'} CompressionEffort */

/** @param {Buffer} bytes @param {'br' | 'gzip'} coding @param {CompressionEffort} effort */
export function compress(bytes, coding, effort) {
  const smallest = effort === "smallest";
  if (coding === "gzip") return gzip(bytes, { level: smallest ? zlib.constants.Z_BEST_COMPRESSION : 6 });
  const { BROTLI_PARAM_QUALITY, BROTLI_MAX_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const params = { [BROTLI_PARAM_QUALITY]: smallest ? BROTLI_MAX_QUALITY : 5, [BROTLI_PARAM_SIZE_HINT]: bytes.length };
  return brotliCompress(bytes, { params });
}
