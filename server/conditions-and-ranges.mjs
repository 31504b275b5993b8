// Range requests (RFC 9110 §14). Several ranges get the whole representation, as does a
// malformed one: §14.2 lets a server ignore Range, and a whole 200 is what every client handles.

/** A range of first and last byte for 206, "unsatisfiable" for 416, or null to send all with 200.
 * @param {string | undefined} range @param {number} size @returns {{ start: number, end: number } | 'unsatisfiable' | null} */
export function parseRange(range, size) {
  if (range === undefined || size === 0) return null;
  const [unit, specs = ""] = range.split(/=(.*)/s);
  const spec = specs
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (unit?.toLowerCase() !== "bytes" || spec.length !== 1) return null;
  const suffix = /^-(\d+)$/.exec(spec[0] ?? "");
  if (suffix !== null) {
    const length = Number(suffix[1]);
    return length === 0 ? "unsatisfiable" : { start: Math.max(0, size - length), end: size - 1 };
  }
  const bounded = /^(\d+)-(\d*)$/.exec(spec[0] ?? "");
  if (bounded === null) return null;
  const start = Number(bounded[1]);
  const last = bounded[2] === "" ? Infinity : Number(bounded[2]);
  if (last < start || start >= size) return "unsatisfiable";
  return { start, end: Math.min(last, size - 1) };
}
// Conditional requests (RFC 9110 §13), against the ETag alone: no Last-Modified is sent, so the
// date conditions never apply. If-Match and If-Range compare strongly, If-None-Match weakly.
const weak = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");

export const matchesIfMatch = (/** @type {string | undefined} */ ifMatch, /** @type {string} */ etag) =>
  ifMatch === undefined || ifMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim() === etag);

export const isNotModified = (/** @type {string | undefined} */ ifNoneMatch, /** @type {string} */ etag) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));

export const rangeStillApplies = (/** @type {string | undefined} */ ifRange, /** @type {string} */ etag) =>
  ifRange === undefined || ifRange.trim() === etag;
