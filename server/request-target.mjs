// @ts-check
// Reads the path out of an HTTP request target (req.url), the one place where a request's
// spelling of a path is turned into a file name.

/**
 * @typedef {object} RequestTarget
 * @property {string} urlPath the path as the client spelled it, without query or fragment:
 *   header rules are matched against it, as Netlify matches them
 * @property {string} filePath the same path with each segment percent-decoded once: the name
 *   looked up among the published files
 * @property {string} query the query string with its "?", or ""
 */

/**
 * The path of a request, or null when it cannot name a published file. That is the case for:
 * a target that is neither a path ("/…") nor an absolute URL; a bad percent-encoding; a segment
 * that decodes to a "/", a "\" or a NUL (a separator or terminator smuggled into a name); and
 * "." or ".." segments, which browsers resolve before sending and only a hand-made request
 * contains.
 *
 * @param {string | undefined} target
 * @returns {RequestTarget | null}
 */
export function readRequestTarget(target) {
  if (target === undefined) return null;
  // The absolute form (sent to proxies) is one HTTP/1.1 servers must accept too. Its path is
  // taken as sent: new URL() would resolve dot segments and hide them.
  const origin = /^https?:\/\/[^/?#]*/i.exec(target)?.[0] ?? "";
  const pathAndQuery = target.slice(origin.length).replace(/#.*/s, "");
  if (origin === "" && !pathAndQuery.startsWith("/")) return null;
  const queryStart = pathAndQuery.indexOf("?");
  const urlPath = (queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart)) || "/";
  const query = queryStart === -1 ? "" : pathAndQuery.slice(queryStart);
  /** @type {string[]} */
  const segments = [];
  for (const segment of urlPath.split("/")) {
    /** @type {string} */
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (/[/\\\0]/.test(decoded) || decoded === "." || decoded === "..") return null;
    segments.push(decoded);
  }
  return { urlPath, filePath: segments.join("/"), query };
}
