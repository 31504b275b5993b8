// @ts-check
// The editor's server writes into the working copy, so it answers only its own page: a page that
// points a DNS name at 127.0.0.1 (DNS rebinding) sends that name as Host, and a page of another
// origin, another local port included, sends its own Origin.

/** A target in absolute form must name this server too: HTTP/1.1 takes the host from there. @param {import('node:http').IncomingMessage} req @param {number} port */
export function refusalOf(req, port) {
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]"].map((name) => `${name}:${port}`));
  const host = req.headers.host?.toLowerCase();
  if (host === undefined || !hosts.has(host)) return "the request does not name this server as its Host";
  const url = req.url ?? "/";
  if (!url.startsWith("/")) {
    const authority = /^http:\/\/([^/?#]*)/i.exec(url)?.[1]?.toLowerCase();
    if (authority === undefined || !hosts.has(authority)) return "the request target names another server";
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`)
    return "the request comes from a page of another origin";
  return null;
}
