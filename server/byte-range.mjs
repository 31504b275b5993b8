// @ts-check
// Range requests (RFC 9110 §14). Several ranges get the whole representation, as does a
// malformed one: §14.2 lets a server ignore Range, and a whole 200 is what every client handles.

/** @typedef {{ start: number, end: number }} ByteRange first and last byte, inclusive */

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/**
 * A ByteRange for 206, "unsatisfiable" for 416, or null to send all with 200, also for 0 bytes.
 * @param {string | undefined} range @param {number} size @returns {ByteRange | 'unsatisfiable' | null}
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
