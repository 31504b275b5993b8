// The performance benchmark: `npm run bench`.
//
// 1. Times a cold `gatsby build` (after `gatsby clean`) and a warm one (cache kept), unless
//    --skip-build is given and public/ already exists.
// 2. Builds the bare Gatsby baseline in bench/baseline/ once (one h1, nothing else).
// 3. Serves both builds with the site's own production server (scripts/serve.mjs: gzip, headers).
// 4. Runs Lighthouse 12 (mobile form factor, default simulated throttling, Debian's Chromium via
//    CHROME_PATH) RUNS times on /, /blog and the baseline, and prints the medians: category
//    scores, FCP, LCP, TBT, CLS, Speed Index, transfer and JavaScript bytes, and the landing
//    page's TBT as a multiple of the baseline's.
// 5. Writes every run's figures to bench/results/latest.json.
//
// The 404 page cannot be measured here (Lighthouse refuses pages answered with status 404);
// its bytes are covered by the budget tests in __tests__/budgets.test.ts.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createServer } from "../scripts/serve.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const baselineDir = path.join(root, "bench", "baseline");
const resultsFile = path.join(root, "bench", "results", "latest.json");
const RUNS = Number(process.env.RUNS ?? 5);
const skipBuild = process.argv.includes("--skip-build");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const gatsbyCli = path.join(root, "node_modules", "gatsby", "cli.js");

/** Runs a command, returning how long it took in seconds. */
function timed(command, args, cwd) {
  const start = process.hrtime.bigint();
  execFileSync(command, args, { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function listen(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytesOf = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndexMs: audit("speed-index"),
    transferBytes: bytesOf("total"),
    scriptBytes: bytesOf("script"),
  };
}

async function measure(chrome, url) {
  const runs = [];
  // Lighthouse occasionally fails to record a trace (NO_NAVSTART); such a run is retried rather
  // than counted as zeros, up to twice the number of runs asked for.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (result.lhr.runtimeError) {
      process.stdout.write("x");
      continue;
    }
    runs.push(figures(result.lhr));
    process.stdout.write(".");
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
  const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
  return { url, runs, medians };
}

const builds = {};
if (!skipBuild || !fs.existsSync(path.join(root, "public", "index.html"))) {
  console.log("Cold build (gatsby clean, then npm run build)…");
  execFileSync(process.execPath, [gatsbyCli, "clean"], { cwd: root, env, stdio: "ignore" });
  builds.coldSeconds = timed("npm", ["run", "--silent", "build"], root);
  console.log("Warm build (cache kept)…");
  builds.warmSeconds = timed("npm", ["run", "--silent", "build"], root);
}
if (!fs.existsSync(path.join(baselineDir, "public", "index.html"))) {
  console.log("Building the bare Gatsby baseline (once)…");
  timed(process.execPath, [gatsbyCli, "build"], baselineDir);
}

const site = createServer(path.join(root, "public"), { rootDir: root });
const baseline = createServer(path.join(baselineDir, "public"), { rootDir: baselineDir });
const sitePort = await listen(site);
const baselinePort = await listen(baseline);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-dev-shm-usage",
  ],
});

const pages = {};
try {
  for (const [name, url] of [
    ["/", `http://localhost:${sitePort}/`],
    ["/blog", `http://localhost:${sitePort}/blog`],
    ["bare Gatsby", `http://localhost:${baselinePort}/`],
  ]) {
    process.stdout.write(`Lighthouse ×${RUNS} ${name} `);
    pages[name] = await measure(chrome, url);
    process.stdout.write("\n");
  }
} finally {
  await chrome.kill();
  site.close();
  baseline.close();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
console.log(`\nMedians of ${RUNS} Lighthouse ${lighthouse.version ?? "12"} runs, mobile, simulated throttling:\n`);
console.table(
  Object.fromEntries(
    Object.entries(pages).map(([name, { medians: m }]) => [
      name,
      {
        Performance: m.performance,
        Accessibility: m.accessibility,
        "Best Practices": m.bestPractices,
        SEO: m.seo,
        FCP: ms(m.fcpMs),
        LCP: ms(m.lcpMs),
        TBT: ms(m.tbtMs),
        CLS: m.cls.toFixed(3),
        "Speed Index": ms(m.speedIndexMs),
        Transfer: kb(m.transferBytes),
        JavaScript: kb(m.scriptBytes),
      },
    ]),
  ),
);
const tbtRatio = pages["/"].medians.tbtMs / Math.max(pages["bare Gatsby"].medians.tbtMs, 1);
console.log(`Landing page TBT is ${tbtRatio.toFixed(2)}× the bare Gatsby page's (target ≤ 1.30×).`);
if (builds.coldSeconds) {
  console.log(`gatsby build: cold ${builds.coldSeconds.toFixed(1)} s, warm ${builds.warmSeconds.toFixed(1)} s.`);
}

fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, builds, tbtRatio, pages }, null, 2)}\n`,
);
console.log(`Full results: ${path.relative(process.cwd(), resultsFile)}`);
