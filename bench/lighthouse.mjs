// Lighthouse 12 in its own headless Chrome (mobile, default simulated throttling), several runs per
// page, interleaved so that the machine's slow moments fall on every page alike. A fresh Chrome's
// first load and a fresh server's first request for each file (it compresses the file then) are
// slow, so an unmeasured round of every page comes first. A page that always followed the same
// page would always start during that page's teardown, so each run takes the pages in another
// order: a balanced Latin square, in which each page follows each other page once in every four runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { medians } from "./support.mjs";

export const lighthouseVersion = lighthouse.version ?? "12";

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytesOf = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
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

async function runLighthouse(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  return result.lhr.runtimeError ? null : figures(result.lhr);
}

/** Row `run` of a Williams design over `count` pages: 0, 1, 3, 2; then 1, 2, 0, 3; … */
const runOrder = (run, count) =>
  Array.from({ length: count }, (_, k) => ((k % 2 ? (k + 1) / 2 : count - k / 2) + run) % count);

/**
 * `runs` interleaved runs on each of `pageUrls` ([name, url] pairs), by name. Lighthouse now and
 * then fails to record a trace (NO_NAVSTART): such a run is retried rather than counted as zeros,
 * up to `runs` times per page. Chrome is closed before this returns, so that nothing measured
 * later competes with it for the CPU.
 */
export async function measureWithLighthouse(pageUrls, { runs: runCount, chromePath }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
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
    for (let run = 0; run < runCount; run += 1) {
      process.stdout.write(`\nLighthouse run ${run + 1}/${runCount}:`);
      for (const [name, url] of runOrder(run, pageUrls.length).map((index) => pageUrls[index])) {
        process.stdout.write(` ${name} `);
        for (;;) {
          const result = await runLighthouse(chrome, url);
          process.stdout.write(result ? "." : "x");
          if (result) runs[name].push(result);
          if (result || retriesLeft[name] === 0) break;
          retriesLeft[name] -= 1;
        }
      }
    }
    process.stdout.write("\n");
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
