// The JavaScript a browser actually fetches for one page: part of `npm run bench`
// (bench/run.mjs) and the byte budgets' measure (e2e/budgets.spec.ts). Lighthouse reports the
// script bytes of its own load only, and cannot load the 404 page at all; this counts every
// script response in a real Chromium, including the ones a page requests after its load event
// (the islands bundle, prefetched after the first paint and run at a visitor's first input,
// which this presses a key for), on any status.
import { gzipSync } from "node:zlib";
import { PHONE } from "./menu-timing.mjs";

/**
 * What "after load" means: the page is left alone this long after its load event, where a page
 * that fetches scripts on a timer of its own would fetch them, before the first input.
 */
const AFTER_LOAD_MS = 5000;

/** A first input, then the page left until the network is quiet (any page, the bare one too). */
async function pressAKey(page) {
  await page.keyboard.press("Shift");
  await page.waitForLoadState("networkidle");
}

/**
 * Loads `url` in `page` (a Playwright page) and returns the page's HTTP status, the scripts it
 * fetched while it loaded, in the AFTER_LOAD_MS after, and at the first input, and their total
 * size gzipped at level 9 (the same measure for every page, whatever encoding the server chose).
 * `firstInput` gives the input and waits until the page has handled it.
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
  const pageResponse = await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(AFTER_LOAD_MS);
  await firstInput(page);
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
