// @ts-nocheck: bench glue around Playwright, left untyped
// The JavaScript a browser actually fetches for one page, for the bench and the byte budgets
// (e2e/budgets.spec.ts). Lighthouse counts only its own load's scripts and cannot load the 404
// page; this counts every script response in a real Chromium, on any status, those requested
// after the load event too (the islands bundle is prefetched after the first paint and run at the
// first input, which this presses a key for).
import { gzipSync } from "node:zlib";
import { onPhone } from "./menu-timing.mjs";

// The clock runs this far past the load event, firing every timer due by then, before the first
// input: where a page fetching scripts on a timer of its own would fetch them.
const AFTER_LOAD_MS = 5000;

/** Resolves once none of `page`'s requests is in flight. */
function whenSettled(page) {
  const inFlight = new Set();
  const waiting = [];
  const done = (request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return () => (inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)));
}

// The next frame and the task after it: where a page starts what an input or a timer asked of it.
const nextFrame = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

async function pressAKey(page) {
  await page.keyboard.press("Shift");
  await nextFrame(page);
}

/**
 * Loads `url` in the Playwright `page`: its status, and the scripts it fetched while loading, in
 * the AFTER_LOAD_MS after and at `firstInput` (which waits until the page has handled it), each
 * gzipped at level 9 whatever encoding the server chose, so every page is measured alike.
 */
export async function fetchScripts(page, url, firstInput = pressAKey) {
  // By content type, since a prefetch is not a "script" request; each file once, since a script
  // run from its prefetched copy is not fetched again.
  const scriptResponses = new Map();
  page.on("response", (response) => {
    const file = new URL(response.url()).pathname;
    if (/javascript/.test(response.headers()["content-type"] ?? "") && !scriptResponses.has(file)) {
      // Read at once: a response's body is gone once its page navigates away.
      scriptResponses.set(file, response.body());
    }
  });
  const settled = whenSettled(page);
  await page.clock.install();
  const pageResponse = await page.goto(url, { waitUntil: "load" });
  await page.clock.runFor(AFTER_LOAD_MS);
  await nextFrame(page);
  await settled();
  await firstInput(page);
  await settled();
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

export const measureFetchedScripts = (browser, url) =>
  onPhone(browser, async (page) => ({ url, ...(await fetchScripts(page, url)) }));
