import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startServer } from "../../server/serve.mjs";

// The local production server (server/serve.mjs) is tested as `npm start` runs it: as a
// command, in its own Node process, serving a small build made here. Each test file that uses
// it gets its own build and server, so that one file's changes to the build (a file replaced by
// a directory) and the server's log stay that file's.

import { IMMUTABLE, REVALIDATE } from "./netlify-build-checks";
import { root as repoRoot } from "./project-copy";

export { IMMUTABLE, REVALIDATE, repoRoot };
export const BUNDLE = "app-0123456789abcdef0123.js";

/** A text that compresses like real JavaScript: repetitive, but not one repeated line. */
function script(lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) => `function f${i}(a){return a*${(i * 7919) % 1000}+"${i.toString(36)}";}\n`,
  ).join("");
}

/** A small build, with everything Netlify must not publish present in it. */
export function writeFixture(root: string) {
  const files: Record<string, string | Buffer> = {
    "netlify.toml": [
      "[[headers]]",
      '  for = "/*"',
      "  [headers.values]",
      '    X-Frame-Options = "DENY"',
      '    X-Content-Type-Options = "nosniff"',
      '    Strict-Transport-Security = "max-age=63072000; includeSubDomains; preload"',
      "[[headers]]",
      '  for = "/static/*"',
      "  [headers.values]",
      `    Cache-Control = "${IMMUTABLE}"`,
      "",
    ].join("\n"),
    "public/_headers": [
      "# SECRET-HEADERS: configuration, never published",
      "/*",
      "  Content-Security-Policy: default-src 'self'; upgrade-insecure-requests",
      "/blog",
      `  Cache-Control: ${REVALIDATE}`,
      `/${BUNDLE}`,
      `  Cache-Control: ${IMMUTABLE}`,
      "",
    ].join("\n"),
    "public/_redirects": "# SECRET-REDIRECTS\n/old /new 301\n",
    "public/index.html": `<!DOCTYPE html><html><body><h1>HOME-PAGE</h1>${"<p>Parley pays by the minute.</p>".repeat(600)}</body></html>`,
    "public/blog.html": "<!DOCTYPE html><html><body><h1>BLOG-PAGE</h1></body></html>",
    "public/docs/index.html": "<!DOCTYPE html><html><body><h1>DOCS-PAGE</h1></body></html>",
    "public/404.html": `<!DOCTYPE html><html><body><h1>NOT-FOUND-PAGE</h1>${"<p>Nothing here.</p>".repeat(200)}</body></html>`,
    [`public/${BUNDLE}`]: script(3000),
    [`public/${BUNDLE}.LICENSE.txt`]: "/*! React | MIT */\n",
    [`public/${BUNDLE}.map`]: '{"version":3,"sourcesContent":["SECRET-SOURCE"]}',
    "public/static/nested/image.js.map": '{"sourcesContent":["SECRET-SOURCE"]}',
    "public/webpack.stats.json": '{"SECRET-STATS":true}',
    "public/chunk-map.json": '{"SECRET-STATS":true}',
    "public/robots.txt": "User-agent: *\nAllow: /\n",
    "public/data.txt": Buffer.from(Array.from({ length: 100 }, (_, i) => i % 10).join("")),
    "public/broken.txt": "replaced by a directory while the server runs",
    "public/linked.txt": "replaced by a symbolic link while the server runs",
    "public/hard-linked.txt": "given a second name outside the build while the server runs",
    "public/static/image.png": Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 2654435761) % 251)),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
export type RequestOptions = { method?: string; headers?: Record<string, string> };

/** One request on its own connection; `target` is sent exactly as given. */
export function requestAt(port: number, target: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The local production server for `cwd`'s build, collecting what it writes to stderr in `log.stderr`. */
export const serve = (cwd: string, log: { stderr: string }) =>
  startServer(require.resolve("../../server/serve.mjs"), { cwd, onStderr: (text) => (log.stderr += text) });

/**
 * The headers every response must carry, whatever its status. The policy is the rules' without
 * upgrade-insecure-requests: the server speaks plain HTTP.
 */
export function expectSecurityHeaders(answer: Answer, what: string) {
  expect({ what, frame: answer.headers["x-frame-options"] }).toEqual({ what, frame: "DENY" });
  expect({ what, nosniff: answer.headers["x-content-type-options"] }).toEqual({ what, nosniff: "nosniff" });
  expect({ what, hsts: answer.headers["strict-transport-security"] }).toEqual({
    what,
    hsts: "max-age=63072000; includeSubDomains; preload",
  });
  expect({ what, csp: answer.headers["content-security-policy"] }).toEqual({ what, csp: "default-src 'self'" });
  expect({ what, cache: typeof answer.headers["cache-control"] }).toEqual({ what, cache: "string" });
}

/**
 * The small build served by server/serve.mjs for the tests of one file: made and started in
 * beforeAll, stopped and deleted in afterAll. Read its fields inside tests, once it has started.
 */
export function serveFixture() {
  let child: ChildProcess | undefined;
  /** Resolves when the server has logged `text` (it logs after it has answered). */
  const logged = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!served.stderr.includes(text)) return;
        child?.stderr?.off("data", check);
        resolve();
      };
      child?.stderr?.on("data", check);
      check();
    });
  const served = {
    root: "",
    port: 0,
    /** Everything the server has written to stderr so far. */
    stderr: "",
    logged,
    request: (target: string, options?: RequestOptions) => requestAt(served.port, target, options),
    /** Bytes written to the socket as they are, for what an HTTP client refuses to send. */
    rawRequest: (bytes: string): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = net.connect(served.port, "127.0.0.1", () => socket.write(bytes, "latin1"));
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
        socket.on("end", () => resolve(answer));
        socket.on("error", reject);
      }),
    /** A file of the build, as the server reads it. */
    file: (name: string) => fs.readFileSync(path.join(served.root, "public", name)),
  };
  beforeAll(async () => {
    served.root = fs.mkdtempSync(path.join(os.tmpdir(), "parley-server-"));
    writeFixture(served.root);
    const started = serve(served.root, served);
    child = started.child;
    served.port = await started.port;
  }, 30_000);
  afterAll(() => {
    child?.kill();
    fs.rmSync(served.root, { recursive: true, force: true });
  });
  return served;
}
