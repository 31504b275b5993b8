// @ts-check
// Conditional requests (RFC 9110 §13), against the ETag alone: no Last-Modified is sent, so the
// date conditions never apply.

/** If-Match (§13.1.1), by strong comparison. @param {string | undefined} ifMatch @param {string} etag */
export function matchesIfMatch(ifMatch, etag) {
  return ifMatch === undefined || ifMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim() === etag);
}

/** If-None-Match (§13.1.2), by weak comparison. @param {string | undefined} ifNoneMatch @param {string} etag */
export function isNotModified(ifNoneMatch, etag) {
  if (ifNoneMatch === undefined) return false;
  /** @param {string} tag */
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** If-Range (§13.1.5), by strong comparison. @param {string | undefined} ifRange @param {string} etag */
export function rangeStillApplies(ifRange, etag) {
  return ifRange === undefined || ifRange.trim() === etag;
}
