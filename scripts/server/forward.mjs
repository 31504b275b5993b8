// @ts-check
// Hands a request to another server on this machine and its answer back to the client: how
// `npm run cms` puts decap-server (the browser editor's local backend) on the editor's own
// origin, so the editor's page talks to no other origin.
import http from "node:http";

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {URL} target where to send it (the request's path is not changed)
 */
export function forwardRequest(req, res, target) {
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Bad Gateway: the local content server is not answering\n");
  });
  req.pipe(upstream);
}
