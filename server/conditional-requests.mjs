// @ts-check
// Conditional requests (RFC 9110 §13): whether the representation is the one a client names
// (If-Match), whether a client's copy is still current (If-None-Match) and whether the range it
// asks for still belongs to the representation it holds (If-Range). Each compares against the
// representation's ETag: the server sends no Last-Modified, and so ignores If-Unmodified-Since and
// If-Modified-Since (§13.1.4, §13.1.3).

/**
 * If-Match (RFC 9110 §13.1.1): strong comparison; "*" matches any current representation. A
 * request whose condition fails is answered 412.
 *
 * @param {string | undefined} ifMatch
 * @param {string} etag
 * @returns {boolean}
 */
export function matchesIfMatch(ifMatch, etag) {
  return ifMatch === undefined || ifMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim() === etag);
}

/**
 * If-None-Match (RFC 9110 §13.1.2): weak comparison; "*" matches any current representation.
 *
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 * @returns {boolean}
 */
export function isNotModified(ifNoneMatch, etag) {
  if (ifNoneMatch === undefined) return false;
  /** @param {string} tag */
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * If-Range (RFC 9110 §13.1.5): a range applies only to the very representation the client
 * holds part of (strong comparison). A date never matches: no Last-Modified is sent.
 *
 * @param {string | undefined} ifRange
 * @param {string} etag
 * @returns {boolean}
 */
export function rangeStillApplies(ifRange, etag) {
  return ifRange === undefined || ifRange.trim() === etag;
}
