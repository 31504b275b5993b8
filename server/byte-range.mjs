// @ts-check
// Range requests (RFC 9110 §14): which bytes of a representation a Range header asks for.
//
// The server answers one range at a time. A request for several ranges gets the whole
// representation, as does anything that is not a well-formed bytes range: RFC 9110 §14.2 lets a
// server ignore a Range header, and a whole 200 is what every client handles.

/**
 * @typedef {{ start: number, end: number }} ByteRange first and last byte, inclusive
 */

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/**
 * What `range` asks of a representation of `size` bytes:
 * - a ByteRange to send with 206 (a last position past the end is cut to the end; "-N" is the
 *   last N bytes, or all of them if there are fewer);
 * - "unsatisfiable" for 416: a first position at or past the end, a last position before the
 *   first one, or a suffix of 0 bytes;
 * - null to ignore the header and send everything with 200: no header, another unit than
 *   bytes, a malformed or a multiple range, or an empty representation (no range of it exists).
 *
 * @param {string | undefined} range the Range header
 * @param {number} size
 * @returns {ByteRange | 'unsatisfiable' | null}
 */
export function parseRange(range, size) {
  if (range === undefined || size === 0) return null;
  const equals = range.indexOf("=");
  if (equals === -1 || range.slice(0, equals).toLowerCase() !== "bytes") return null;
  const specs = range
    .slice(equals + 1)
    .split(",")
    .map((spec) => spec.trim())
    .filter((spec) => spec !== "");
  if (specs.length !== 1) return null;
  const spec = /** @type {string} */ (specs[0]);

  const suffix = SUFFIX_RANGE.exec(spec);
  if (suffix !== null) {
    const length = Number(suffix[1]);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const bounded = INT_RANGE.exec(spec);
  if (bounded === null) return null;
  const start = Number(bounded[1]);
  const last = bounded[2] === "" ? Infinity : Number(bounded[2]);
  if (last < start || start >= size) return "unsatisfiable";
  return { start, end: Math.min(last, size - 1) };
}
