// The Lighthouse part of `npm run bench` (bench/run.mjs): Lighthouse 12 in its own headless
// Chrome (mobile form factor, default simulated throttling), several runs per page, interleaved
// (run i of each page, then run i + 1) so that the machine's slow moments fall on every page
// alike.
//
// Two things would otherwise fall on some pages only. A fresh Chrome's first page load and a
// fresh server's first request for each file (it compresses the file then, on the same two
// cores) make the first run slow: an unmeasured round of every page comes first. And a page
// that always followed the same other page would always start during that page's teardown:
// each run takes the pages in another order, so that within every four runs each page follows
// each other page once (a balanced Latin square).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { medians } from "./medians.mjs";

/** The Lighthouse version the figures come from, for the report. */
export const lighthouseVersion = lighthouse.version ?? "12";

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
    bootupMs: audit("bootup-time"),
    mainThreadMs: audit("mainthread-work-breakdown"),
    transferBytes: bytesOf("total"),
    scriptBytes: bytesOf("script"),
  };
}

/** One Lighthouse run's figures, or null when Lighthouse failed to measure the page. */
async function runLighthouse(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  return result.lhr.runtimeError ? null : figures(result.lhr);
}

/**
 * The order of run `run` (from 0) over `count` pages: row `run` of a Williams design, which for an
 * even count puts each page right after each other page once in every `count` runs (0, 1, 3, 2;
 * then 1, 2, 0, 3; …).
 */
function runOrder(run, count) {
  return Array.from({ length: count }, (_, k) => ((k % 2 ? (k + 1) / 2 : count - k / 2) + run) % count);
}

/**
 * Lighthouse `runs` times on each of `pageUrls` ([name, url] pairs), interleaved, in a Chrome
 * (`chromePath`) closed again before this returns, so that no later measurement competes with
 * it for the CPU. Lighthouse occasionally fails to record a trace (NO_NAVSTART); such a run is
 * retried at once rather than counted as zeros, with up to `runs` retries per page.
 *
 * @returns {Promise<Record<string, { url: string, runs: object[], medians: object }>>} by name
 */
export async function measureWithLighthouse(pageUrls, { runs: runCount, chromePath }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // chrome-launcher adds its defaults (no background networking, no component updates).
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const runs = Object.fromEntries(pageUrls.map(([name]) => [name, []]));
    const retriesLeft = Object.fromEntries(pageUrls.map(([name]) => [name, runCount]));
    process.stdout.write("Lighthouse warm-up round (not counted):");
    for (const [name, url] of pageUrls) {
      process.stdout.write(` ${name}`);
      await runLighthouse(chrome, url);
    }
    process.stdout.write("\n");
    for (let run = 1; run <= runCount; run += 1) {
      process.stdout.write(`Lighthouse run ${run}/${runCount}:`);
      for (const [name, url] of runOrder(run - 1, pageUrls.length).map((index) => pageUrls[index])) {
        process.stdout.write(` ${name} `);
        for (;;) {
          const result = await runLighthouse(chrome, url);
          if (result !== null) {
            runs[name].push(result);
            process.stdout.write(".");
            break;
          }
          process.stdout.write("x");
          if (retriesLeft[name] === 0) break;
          retriesLeft[name] -= 1;
        }
      }
      process.stdout.write("\n");
    }
    return Object.fromEntries(
      pageUrls.map(([name, url]) => {
        if (runs[name].length === 0) throw new Error(`Lighthouse could not measure ${url}`);
        return [name, { url, runs: runs[name], medians: medians(runs[name]) }];
      }),
    );
  } finally {
    await chrome.kill();
  }
}
