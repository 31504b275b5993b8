// @ts-check
// Conditional requests (RFC 9110 §13), against the ETag alone: no Last-Modified is sent, so the
// date conditions never apply. If-Match and If-Range compare strongly, If-None-Match weakly.
const weak = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");

export const matchesIfMatch = (/** @type {string | undefined} */ ifMatch, /** @type {string} */ etag) =>
  ifMatch === undefined || ifMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim() === etag);

export const isNotModified = (/** @type {string | undefined} */ ifNoneMatch, /** @type {string} */ etag) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));

export const rangeStillApplies = (/** @type {string | undefined} */ ifRange, /** @type {string} */ etag) =>
  ifRange === undefined || ifRange.trim() === etag;
