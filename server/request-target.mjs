// The one place where a request's spelling of a path becomes a file name.

/** urlPath as the client spelled it, as Netlify matches header rules against it; filePath with each
 * segment decoded once; query with its "?", or "". Null for a target that cannot name a published
 * file: neither a path nor an absolute URL, a bad percent-encoding, a segment decoding to "/", "\"
 * or NUL, and "." or ".." segments, which only a hand-made request holds.
 * @param {string | undefined} target @returns {{ urlPath: string, filePath: string, query: string } | null} */
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
  let segments = /** @type {string[]} */ ([]);
  try {
    segments = urlPath.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (segments.some((segment) => /[/\\\0]/.test(segment) || segment === "." || segment === "..")) return null;
  return { urlPath, filePath: segments.join("/"), query };
}
