// `npm run bench:server [-- --duration 20 --warm-up 3 --server <file.mjs>]`: a load test of the
// local production server on ./public (build first). Each case is 50 keep-alive connections on one
// URL, each sending its next request as soon as the last answer is in, against a server started
// afresh so that its peak memory is its own. A fresh Node process runs several times slower until
// its JIT warms up, so each case first runs unmeasured for the warm-up. The load comes from Node's
// own client, which discards bodies unread: autocannon decodes every body as UTF-8, which makes
// compressed bodies about ten times slower to receive and the client, not the server, the limit.
// Exits with 1 if a target is missed.
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createHistogram, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { startServer } from "../server/serve.mjs";
import { printTargets } from "./support.mjs";

const CONNECTIONS = 50;
const MEMORY_TARGET_MB = 150;
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const execFileAsync = promisify(execFile);

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    "warm-up": { type: "string", default: "3" },
    server: { type: "string", default: fileURLToPath(new URL("../server/serve.mjs", import.meta.url)) },
  },
});
const [duration, warmUp] = [Number(options.duration), Number(options["warm-up"])];
if (!(duration > 0 && warmUp >= 0)) throw new Error("--duration and --warm-up are numbers of seconds");
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
  ["/", "/", 200],
  [`/${bundle.name}`, `/${bundle.name}`, 200],
  ["404", "/no-such-page", 404],
].flatMap(([name, urlPath, status]) =>
  [true, false].map((compressed) => ({
    name: `${name} ${compressed ? "compressed" : "uncompressed"}`,
    path: urlPath,
    status,
    compressed,
  })),
);

/** The process's peak resident memory in MB at stop(): Linux records it (VmHWM); elsewhere `ps` samples it. */
function watchPeakMemory(pid) {
  const status = `/proc/${pid}/status`;
  if (fs.existsSync(status)) {
    return { stop: async () => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(status, "utf8"))[1]) / 1024 };
  }
  let peakKb = 0;
  const sample = async () => {
    const { stdout } = await execFileAsync("ps", ["-o", "rss=", "-p", String(pid)]).catch(() => ({ stdout: "" }));
    peakKb = Math.max(peakKb, Number(stdout.trim()) || 0);
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

async function load(port, testCase, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const headers = testCase.compressed ? { "accept-encoding": BROWSER_ACCEPT_ENCODING } : {};
  const latency = createHistogram();
  let answered = 0;
  let errors = 0;
  const request = async () => {
    const start = process.hrtime.bigint();
    // A promise settles once: an error after the answer's end is not counted again.
    const ok = await new Promise((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: testCase.path, agent, headers, timeout: 10_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === testCase.status));
        res.on("error", () => resolve(false));
      });
      req.on("timeout", () => req.destroy(new Error("timed out")));
      req.on("error", () => resolve(false));
    });
    if (!ok) errors += 1;
    else {
      answered += 1;
      latency.record(process.hrtime.bigint() - start);
    }
  };
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
const errors = all.reduce((sum, result) => sum + result.errors, 0);
const peakMb = Math.max(...all.map((result) => result.peakMb));
console.log("");
const targets = printTargets([
  ["no errors", errors, errors === 0],
  ["compressed / at least half the uncompressed rate", `${ratio.toFixed(2)}×`, ratio >= 0.5],
  [`peak memory under ${MEMORY_TARGET_MB} MB`, `${Math.round(peakMb)} MB`, peakMb < MEMORY_TARGET_MB],
]);
if (targets.some(({ met }) => !met)) process.exitCode = 1;
