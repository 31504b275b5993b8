// @ts-nocheck: bench glue around Playwright, left untyped
// `npm run bench:navigation`: how soon a followed link shows its page, with the speculation rules
// (plugins/speculation-rules/) and without them. The build in public/ and a copy of the project
// with a sample post (bench/post-copy.mjs) are each served twice by the site's own server, as
// built and with the rules taken out of every page, every response held back by a round trip of
// a phone network (LATENCY_MS). On a desktop window with the CPU slowed 4×, the pointer rests on a
// link (DWELL_MS, longer than the 200 ms after which Chromium acts on moderate rules) or presses
// it (a tap's length), then clicks it; the new page's first and largest paints are timed from the
// click, on the two documents' shared clock (timeOrigin). `/` → `/blog` and `/blog` → the post,
// RUNS times, the variants interleaved. Headless Chromium under DevTools prefetches where it would
// prerender (docs/performance.md), so these are the prefetch's figures.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { createServer } from "../server/serve.mjs";
import { buildPostCopy, POST_PATH } from "./post-copy.mjs";
import { medians, printTable, root, writeResults } from "./support.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);
const DWELL_MS = Number(process.env.DWELL_MS ?? 400);
const PRESS_MS = 100;
const CPU_SLOWDOWN = 4;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
const RULES = /<script type="speculationrules">[^<]*<\/script>/g;

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("There is no build in public/: run npm run build first.");
  process.exit(1);
}

/** A copy of `projectDir`'s build and header rules with the speculation rules taken out of every page. */
function withoutRules(projectDir, target) {
  fs.cpSync(path.join(projectDir, "public"), path.join(target, "public"), { recursive: true });
  fs.copyFileSync(path.join(projectDir, "netlify.toml"), path.join(target, "netlify.toml"));
  for (const file of fs.readdirSync(path.join(target, "public"), { recursive: true })) {
    // The editor's page is no page of the site's and carries no rules.
    if (!String(file).endsWith(".html") || String(file).startsWith(`admin${path.sep}`)) continue;
    const absolute = path.join(target, "public", file);
    // page-data/ has folders named after pages ("404.html").
    if (!fs.statSync(absolute).isFile()) continue;
    const html = fs.readFileSync(absolute, "utf8");
    if (!html.includes('<script type="speculationrules">'))
      throw new Error(`${file} has no speculation rules to take out`);
    fs.writeFileSync(absolute, html.replace(RULES, ""));
  }
}

const servers = [];
/** `projectDir`'s public/ served by the site's server, each request answered LATENCY_MS late. */
async function serve(projectDir) {
  const site = await createServer(path.join(projectDir, "public"));
  const server = http.createServer((req, res) => setTimeout(() => site.emit("request", req, res), LATENCY_MS));
  servers.push(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://localhost:${server.address().port}`;
}

/** In the page, from the start: the click's time and the paints', on the clock every document shares. */
function recordTimes() {
  addEventListener(
    "click",
    (event) => sessionStorage.setItem("clickedAt", String(performance.timeOrigin + event.timeStamp)),
    { capture: true },
  );
  window.__paints = new Promise((resolve) => {
    const times = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") times.fcp = entry.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => (times.lcp = list.getEntries().at(-1).startTime)).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
    // The largest paint is final once the page has loaded and painted once more.
    addEventListener("load", () => requestAnimationFrame(() => setTimeout(() => resolve(times), 500)));
  });
}

async function follow(browser, from, href, how) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordTimes);
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(from, { waitUntil: "load" });
    await page.evaluate(() => window.__paints);
    const link = page.locator(`a[href="${href}"]`).first();
    const box = await link.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    if (how === "hover") {
      await page.waitForTimeout(DWELL_MS);
      await page.mouse.down();
    } else {
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
    }
    const leaving = page.url();
    await page.mouse.up();
    await page.waitForURL((url) => url.href !== leaving);
    const { times, clickedAt, entry } = await page.evaluate(async () => ({
      times: await window.__paints,
      clickedAt: Number(sessionStorage.getItem("clickedAt")),
      entry: performance.getEntriesByType("navigation")[0].toJSON(),
    }));
    const origin = await page.evaluate(() => performance.timeOrigin);
    return {
      fcpMs: origin + times.fcp - clickedAt,
      lcpMs: origin + times.lcp - clickedAt,
      deliveryType: entry.deliveryType,
    };
  } finally {
    await context.close();
  }
}

// `--posts-build <folder>`: a project folder already built with posts (bench:rebuild's copies
// are), used for every move instead of building a copy with the sample post.
const { values: options } = parseArgs({ options: { "posts-build": { type: "string" } } });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "parley-bench-navigation-"));
const postCopy = options["posts-build"] ?? path.join(scratch, "post-copy");
if (!options["posts-build"]) {
  console.log("Building a copy of the project with a sample post…");
  buildPostCopy(postCopy);
}
const siteDir = options["posts-build"] ?? root;
const postPath = options["posts-build"]
  ? `/blog/${fs
      .readdirSync(path.join(postCopy, "data", "blog"))
      .sort()
      .at(-1)}`
  : POST_PATH;
withoutRules(siteDir, path.join(scratch, "site-without-rules"));
withoutRules(postCopy, path.join(scratch, "post-copy-without-rules"));
const variants = {
  "with the rules": { site: await serve(siteDir), post: await serve(postCopy) },
  "without them": {
    site: await serve(path.join(scratch, "site-without-rules")),
    post: await serve(path.join(scratch, "post-copy-without-rules")),
  },
};
const moves = [
  ["/ → /blog, hover", (v) => `${v.site}/`, "/blog", "hover"],
  ["/ → /blog, press", (v) => `${v.site}/`, "/blog", "press"],
  ["/blog → post, hover", (v) => `${v.post}/blog`, postPath, "hover"],
];

const runs = {};
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  process.stdout.write(
    `Load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}; runs:`,
  );
  for (let run = 0; run < RUNS; run += 1) {
    // Each run takes the variants in the other order, so neither always goes first.
    const order = Object.keys(variants);
    if (run % 2) order.reverse();
    for (const [move, from, href, how] of moves) {
      for (const name of order) {
        const key = `${move}, ${name}`;
        (runs[key] ??= []).push(await follow(browser, from(variants[name]), href, how));
      }
    }
    process.stdout.write(` ${run + 1}`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(`\n\nFrom the click to the new page's paints, medians of ${RUNS} (${LATENCY_MS} ms a response, 4× CPU):\n`);
printTable(runs, (results) => {
  const m = medians(results.map(({ fcpMs, lcpMs }) => ({ fcpMs, lcpMs })));
  return {
    "first paint": ms(m.fcpMs),
    "largest paint": ms(m.lcpMs),
    "largest paint, runs": results.map(({ lcpMs }) => Math.round(lcpMs)).join(", "),
    delivered: [...new Set(results.map(({ deliveryType }) => deliveryType || "network"))].join(", "),
  };
});
writeResults("navigation.json", { runs: RUNS, latencyMs: LATENCY_MS, dwellMs: DWELL_MS, results: runs });
