// @ts-check
// Serves the production build (public/) locally the way Netlify serves it:
//
//   npm run serve                       # http://localhost:9000
//   PORT=8080 HOST=0.0.0.0 npm run serve
//
// - static files through sirv: ETag / If-None-Match (304), Content-Type from
//   the file name, "/blog" and "/blog/" both serve blog/index.html;
// - gzip for compressible (text) responses when the client accepts it;
// - on EVERY response (200, 304 and 404 alike), exactly the headers that
//   headersFor() computes from netlify.toml + public/_headers, the same files
//   Netlify reads, with Netlify's path matching (scripts/headers.mjs);
// - unknown paths: public/404.html with status 404, like Netlify;
// - public/_headers and public/_redirects are configuration, never served.
//
// Importable for tests: `createServer(publicDir)` returns an http.Server that
// is not listening yet. By default it binds to 127.0.0.1 (loopback only;
// "localhost" in browsers, curl and Node reaches it); HOST overrides that.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
// @ts-ignore -- compression ships no types and @types/compression is not installed
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, readHeaderRules } from './headers.mjs';

/** Files Netlify reads at deploy time and never publishes. */
const NOT_PUBLISHED = new Set(['/_headers', '/_redirects']);

/**
 * @param {string} dir
 * @returns {boolean}
 */
function isDirectory(dir) {
  return fs.existsSync(dir) && fs.statSync(dir).isDirectory();
}

/**
 * An http.Server (not listening yet) serving `publicDir` like Netlify would.
 * The header rules are read once, when the server is created (as on Netlify,
 * where they are fixed per deploy): restart it after a new build.
 *
 * @param {string} [publicDir] the build output, default "public"
 * @param {{ rootDir?: string }} [options] rootDir holds netlify.toml
 *   (default: the parent of publicDir)
 * @returns {http.Server}
 */
export function createServer(publicDir = 'public', options = {}) {
  const root = path.resolve(publicDir);
  if (!isDirectory(root)) {
    throw new Error(`${root} does not exist: run npm run build first`);
  }
  const rules = readHeaderRules(path.resolve(options.rootDir ?? path.dirname(root)), root);
  const notFoundPage = path.join(root, '404.html');

  // threshold 0: like the CDN, compress every compressible response, however
  // small. compression() only touches types listed as compressible (text/*,
  // JS, JSON, SVG, …) and sets Vary: Accept-Encoding.
  const compress = compression({ threshold: 0 });
  // dev: false takes a snapshot of the file list at start-up and sends no
  // Cache-Control of its own: caching headers come from the rules only.
  const serveStatic = sirv(root, { dev: false, etag: true, extensions: ['html'] });

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const sendNotFound = (req, res) => {
    res.statusCode = 404;
    if (!fs.existsSync(notFoundPage)) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not Found');
      return;
    }
    const body = fs.readFileSync(notFoundPage);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return http.createServer((req, res) => {
    try {
      const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] || '/';
      // Set before anything is written, so 200, 304 and 404 all carry them.
      for (const [name, value] of Object.entries(headersFor(rules, pathname))) {
        res.setHeader(name, value);
      }
      compress(req, res, (/** @type {unknown} */ error) => {
        if (error) throw error;
        let decoded = pathname;
        try {
          decoded = decodeURI(pathname);
        } catch {
          // malformed escape: serve it as is (sirv does the same)
        }
        if (NOT_PUBLISHED.has(decoded)) {
          sendNotFound(req, res);
          return;
        }
        serveStatic(req, res, () => sendNotFound(req, res));
      });
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
}

/** The command line: `node scripts/serve.mjs` (npm run serve). */
function main() {
  const publicDir = path.resolve('public');
  if (!isDirectory(publicDir)) {
    console.error(`There is no build to serve: ${publicDir} does not exist. Run npm run build first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT || 9000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got: ${process.env.PORT}`);
    process.exit(1);
  }
  const host = process.env.HOST || '127.0.0.1';

  /** @type {http.Server} */
  let server;
  try {
    server = createServer(publicDir);
  } catch (error) {
    console.error(`Cannot serve ${publicDir}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is already in use: stop the other server or set PORT, e.g. PORT=9001 npm run serve`
        : `Cannot start the server: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const loopbackOrAny = ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'].includes(host);
    const shownHost = loopbackOrAny ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    console.log(`Parley is running at http://${shownHost}:${actualPort}`);
    console.log(`Serving ${path.relative(process.cwd(), publicDir) || publicDir} with Netlify's headers. Press Ctrl+C to stop.`);
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Run only as a command, not when imported. (No import.meta, so that
// babel-jest can load this file too.)
const entry = process.argv[1];
if (entry !== undefined && path.resolve(entry).endsWith(path.join('scripts', 'serve.mjs'))) {
  main();
}
