// @ts-check
// Whether a request comes from the editor's own page. The editor's server runs on the editor's
// machine and writes into the working copy, so it answers only requests that name it by its
// loopback address and port: a page elsewhere that points a DNS name at 127.0.0.1 (DNS
// rebinding) sends its own name as Host, and a page of another origin, another local port
// included, sends its own Origin.

/**
 * The names the server at `port` answers to: "localhost", "127.0.0.1" and "[::1]" with that port.
 *
 * @param {number} port
 * @returns {Set<string>}
 */
function ownHosts(port) {
  return new Set(["localhost", "127.0.0.1", "[::1]"].map((name) => `${name}:${port}`));
}

/**
 * Why the server at `port` refuses `req`, or null when the request is its own page's: Host names
 * this server; a request target in absolute form names it too (HTTP/1.1 takes the host from
 * there); and Origin, when sent, is this server's origin as the request names it.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {number} port
 * @returns {string | null}
 */
export function refusalOf(req, port) {
  const hosts = ownHosts(port);
  const host = req.headers.host?.toLowerCase();
  if (host === undefined || !hosts.has(host)) return "the request does not name this server as its Host";
  const url = req.url ?? "/";
  if (!url.startsWith("/")) {
    const authority = /^http:\/\/([^/?#]*)/i.exec(url)?.[1]?.toLowerCase();
    if (authority === undefined || !hosts.has(authority)) return "the request target names another server";
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`) {
    return "the request comes from a page of another origin";
  }
  return null;
}
