// The JavaScript a browser actually fetches for one page: part of `npm run bench`
// (bench/run.mjs) and the byte budgets' measure (e2e/budgets.spec.ts). Lighthouse reports the
// script bytes of its own load only, and cannot load the 404 page at all; this counts every
// script response in a real Chromium, including the ones a page requests after its load event
// (the islands bundle, prefetched after the first paint and run at a visitor's first input,
// which this presses a key for), on any status.
import { gzipSync } from "node:zlib";
import { PHONE } from "./menu-timing.mjs";

/**
 * What "after load" means: the page's clock is moved this far on after its load event, firing
 * every timer due by then, where a page that fetches scripts on a timer of its own would fetch
 * them, before the first input.
 */
const AFTER_LOAD_MS = 5000;

/**
 * Records the requests of `page` in flight; `settled()` resolves once none is (at once if none is
 * now).
 */
function trackRequests(page) {
  const inFlight = new Set();
  let waiting = [];
  const done = (request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    settled: () => (inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}

/** The page's next frame and the task after it: where a page starts what an input or a timer asked of it. */
const nextFrame = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** A first input, and the frame the page answers it in (any page, the bare one too). */
async function pressAKey(page) {
  await page.keyboard.press("Shift");
  await nextFrame(page);
}

/**
 * Loads `url` in `page` (a Playwright page) and returns the page's HTTP status, the scripts it
 * fetched while it loaded, in the AFTER_LOAD_MS after, and at the first input, and their total
 * size gzipped at level 9 (the same measure for every page, whatever encoding the server chose).
 * `firstInput` gives the input and waits until the page has handled it; what it fetched for it is
 * waited for.
 */
export async function fetchScripts(page, url, firstInput = pressAKey) {
  // By content type: a prefetch is not a "script" request. Each file counts once (a script run
  // from the prefetched copy is not fetched again).
  const scriptResponses = new Map();
  page.on("response", (response) => {
    const file = new URL(response.url()).pathname;
    if (/javascript/.test(response.headers()["content-type"] ?? "") && !scriptResponses.has(file)) {
      // Read at once: a response's body is gone once its page navigates away.
      scriptResponses.set(file, response.body());
    }
  });
  const requests = trackRequests(page);
  await page.clock.install();
  const pageResponse = await page.goto(url, { waitUntil: "load" });
  await page.clock.runFor(AFTER_LOAD_MS);
  await nextFrame(page);
  await requests.settled();
  await firstInput(page);
  await requests.settled();
  const scripts = await Promise.all(
    [...scriptResponses].map(async ([file, body]) => ({
      path: file,
      gzipBytes: gzipSync(await body, { level: 9 }).length,
    })),
  );
  return {
    status: pageResponse?.status(),
    files: scripts.length,
    gzipBytes: scripts.reduce((total, script) => total + script.gzipBytes, 0),
    scripts,
  };
}

/** fetchScripts in a fresh phone-sized context of `browser` (a Playwright Chromium browser). */
export async function measureFetchedScripts(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    return { url, ...(await fetchScripts(await context.newPage(), url)) };
  } finally {
    await context.close();
  }
}
