// The load benchmark of the local production server: `npm run bench:server`.
//
//   npm run bench:server                       # 20 s per case
//   node bench/server.mjs --duration 5         # shorter cases
//   node bench/server.mjs --warm-up 0          # no warm-up (default: 3 s)
//   node bench/server.mjs --server <file.mjs>  # another server with the same command line
//
// Serves ./public (run it from the repository root, as npm does; build first) with
// `node server/serve.mjs`, the command `npm start` runs, started afresh for each case so that
// each case's peak memory is its own. Each case is 50 keep-alive connections for 20 s on one
// URL, each connection sending its next request as soon as the last response is in: the landing
// page, the largest JavaScript bundle and an unknown path (404), each compressed (a browser's
// Accept-Encoding) and not. The same load runs for 3 s before each measurement, unmeasured: a
// fresh Node process needs about that long under load before its JIT reaches full speed, and
// runs several times slower in its first second.
//
// The load comes from Node's own HTTP client, which discards bodies without looking at them.
// autocannon decodes every body as UTF-8 text, which makes compressed (random-looking) bodies
// about ten times slower to receive than plain text and the client, not the server, the limit.
//
// It prints requests per second, errors (failed requests and unexpected statuses), the 99th
// percentile latency and the server process's peak resident memory, then checks the targets and
// exits with 1 if one is missed:
// - no errors;
// - the compressed landing page served at least half as fast as the uncompressed one;
// - the server's peak memory under 150 MB in every case.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createHistogram, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startServer } from "../server/serve.mjs";

const CONNECTIONS = 50;
const MEMORY_TARGET_MB = 150;
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    "warm-up": { type: "string", default: "3" },
    server: { type: "string", default: fileURLToPath(new URL("../server/serve.mjs", import.meta.url)) },
  },
});
const duration = Number(options.duration);
const warmUp = Number(options["warm-up"]);
if (!(duration > 0)) throw new Error(`--duration must be a number of seconds, got: ${options.duration}`);
if (!(warmUp >= 0)) throw new Error(`--warm-up must be a number of seconds, got: ${options["warm-up"]}`);
const serverScript = path.resolve(options.server);

const publicDir = path.resolve("public");
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`There is no build in ${publicDir}: run npm run build first (from the repository root).`);
  process.exit(1);
}
const bundle = fs
  .readdirSync(publicDir)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, size: fs.statSync(path.join(publicDir, name)).size }))
  .sort((a, b) => b.size - a.size)[0];
if (bundle === undefined) throw new Error(`${publicDir} holds no JavaScript bundle`);

const cases = [
  { name: "/ compressed", path: "/", status: 200, compressed: true },
  { name: "/ uncompressed", path: "/", status: 200, compressed: false },
  { name: `/${bundle.name} compressed`, path: `/${bundle.name}`, status: 200, compressed: true },
  { name: `/${bundle.name} uncompressed`, path: `/${bundle.name}`, status: 200, compressed: false },
  { name: "404 compressed", path: "/no-such-page", status: 404, compressed: true },
  { name: "404 uncompressed", path: "/no-such-page", status: 404, compressed: false },
];

/**
 * The peak resident memory of a process so far, in MB. Linux records the peak itself (VmHWM);
 * elsewhere the current size is sampled by `ps` every 100 ms.
 * @param {number} pid
 * @returns {{ stop(): Promise<number> }}
 */
function watchPeakMemory(pid) {
  const status = `/proc/${pid}/status`;
  if (fs.existsSync(status)) {
    return {
      stop: async () => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(status, "utf8"))[1]) / 1024,
    };
  }
  let peakKb = 0;
  const sample = () => {
    const ps = spawn("ps", ["-o", "rss=", "-p", String(pid)]);
    let text = "";
    ps.stdout.on("data", (chunk) => (text += chunk));
    return new Promise((resolve) =>
      ps.on("close", () => resolve((peakKb = Math.max(peakKb, Number(text.trim()) || 0)))),
    );
  };
  const timer = setInterval(sample, 100);
  return {
    stop: async () => {
      clearInterval(timer);
      await sample();
      return peakKb / 1024;
    },
  };
}

/**
 * Sends requests for `seconds` over CONNECTIONS keep-alive connections.
 * @param {number} port
 * @param {(typeof cases)[number]} testCase
 * @param {number} seconds
 */
async function load(port, testCase, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const headers = testCase.compressed ? { "accept-encoding": BROWSER_ACCEPT_ENCODING } : {};
  const latency = createHistogram();
  let answered = 0;
  let errors = 0;
  /** One request; counts it as answered or as an error, once. */
  const request = () =>
    new Promise((resolve) => {
      const start = process.hrtime.bigint();
      let settled = false;
      /** @param {boolean} ok */
      const settle = (ok) => {
        if (settled) return;
        settled = true;
        if (ok) {
          answered += 1;
          latency.record(process.hrtime.bigint() - start);
        } else {
          errors += 1;
        }
        resolve();
      };
      const req = http.get({ host: "127.0.0.1", port, path: testCase.path, agent, headers, timeout: 10_000 }, (res) => {
        res.resume();
        res.on("end", () => settle(res.statusCode === testCase.status));
        res.on("error", () => settle(false));
      });
      req.on("timeout", () => req.destroy(new Error("timed out")));
      req.on("error", () => settle(false));
    });
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) await request();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requestsPerSecond: answered / elapsed, errors, p99: answered > 0 ? latency.percentile(99) / 1e6 : NaN };
}

/** @param {(typeof cases)[number]} testCase */
async function run(testCase) {
  const { child, port: listening } = startServer(serverScript);
  const port = await listening;
  try {
    const memory = watchPeakMemory(child.pid);
    const warmUpErrors = warmUp > 0 ? (await load(port, testCase, warmUp)).errors : 0;
    const result = await load(port, testCase, duration);
    result.errors += warmUpErrors;
    return { ...result, peakMb: await memory.stop() };
  } finally {
    child.kill();
  }
}

console.log(
  `${path.relative(process.cwd(), serverScript)} serving ${path.relative(process.cwd(), publicDir)}/: ` +
    `${CONNECTIONS} keep-alive connections, ${duration} s per case after ${warmUp} s of warm-up\n`,
);
console.log("| Case | req/s | errors | p99 latency | peak memory |");
console.log("|---|---:|---:|---:|---:|");
const results = new Map();
for (const testCase of cases) {
  const result = await run(testCase);
  results.set(testCase.name, result);
  console.log(
    `| ${testCase.name} | ${Math.round(result.requestsPerSecond)} | ${result.errors} | ${result.p99.toFixed(1)} ms | ${Math.round(result.peakMb)} MB |`,
  );
}

const all = [...results.values()];
const ratio = results.get("/ compressed").requestsPerSecond / results.get("/ uncompressed").requestsPerSecond;
const targets = [
  ["no errors", all.every((result) => result.errors === 0)],
  [`compressed / at least half the uncompressed rate (${ratio.toFixed(2)}×)`, ratio >= 0.5],
  [`peak memory under ${MEMORY_TARGET_MB} MB`, all.every((result) => result.peakMb < MEMORY_TARGET_MB)],
];
console.log("");
for (const [target, met] of targets) console.log(`${met ? "met   " : "MISSED"}  ${target}`);
if (targets.some(([, met]) => !met)) process.exitCode = 1;
