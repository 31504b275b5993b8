// How long a visitor on a phone waits before the landing page's menu button works: part of
// `npm run bench` (bench/run.mjs).
//
// The button is in the prerendered HTML, so it shows up before the islands bundle has attached
// its click handler (a click before then starts the bundle and is pressed again once it runs;
// on the whole-app site it did nothing). Each run opens the page in a fresh browser context
// (nothing cached) on a phone-sized viewport, with the CPU slowed 6× (closer to a mid-range phone
// than this machine's cores), and clicks the button as soon as it is visible, again every 50 ms
// while the menu stays closed. The times are read in the page, relative to the start of the
// navigation (performance.now()'s origin): when the click that worked was dispatched, and when
// the button's aria-expanded turned "true".

/** A Pixel-class phone in portrait. */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

const CPU_SLOWDOWN = 6;
const RETRY_MS = 50;
const GIVE_UP_MS = 60_000;
const BUTTON = "[data-menu-button]";
const PANEL = "[data-nav-panel]";

/**
 * Records, from before the page's own scripts run, the time of every trusted click on the menu
 * button and the first time its aria-expanded turns "true".
 */
function recordMenuTimes(button) {
  const times = { clicks: [], openedAt: null };
  window.__menuTimes = times;
  addEventListener(
    "click",
    (event) => {
      if (event.isTrusted && event.target instanceof Element && event.target.closest(button)) {
        times.clicks.push(event.timeStamp);
      }
    },
    { capture: true },
  );
  const isOpenButton = (node) =>
    node instanceof Element && node.matches(button) && node.getAttribute("aria-expanded") === "true";
  new MutationObserver((records, observer) => {
    if (!records.some((record) => isOpenButton(record.target))) return;
    times.openedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-expanded"] });
}

/**
 * One run: the milliseconds from navigation start to the click that opened the menu and to
 * aria-expanded="true", and how many clicks it took.
 */
async function measureOnce(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordMenuTimes, BUTTON);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    const deadline = Date.now() + GIVE_UP_MS;
    await page.goto(url, { waitUntil: "commit", timeout: GIVE_UP_MS });
    const button = page.locator(BUTTON);
    const panel = page.locator(PANEL);
    await button.waitFor({ state: "visible", timeout: GIVE_UP_MS });
    // A click queued by React while it hydrates can open the menu late: clicking only while
    // the menu is still closed keeps a later click from closing it again.
    while ((await button.getAttribute("aria-expanded")) !== "true") {
      if (Date.now() > deadline) throw new Error(`the menu on ${url} did not open within ${GIVE_UP_MS / 1000} s`);
      await button.click({ timeout: GIVE_UP_MS });
      if ((await button.getAttribute("aria-expanded")) !== "true") await page.waitForTimeout(RETRY_MS);
    }
    await panel.waitFor({ state: "visible", timeout: GIVE_UP_MS });

    const { clicks, openedAt } = await page.evaluate(() => window.__menuTimes);
    const clickThatWorked = clicks.filter((time) => time <= openedAt).at(-1);
    return { clickMs: clickThatWorked, openMs: openedAt, clicks: clicks.length };
  } finally {
    await context.close();
  }
}

/**
 * Measures `runs` times how soon the menu of the page at `url` opens on a slowed-down phone.
 * `browser` is a Playwright Chromium browser.
 */
export async function measureMenuTiming(browser, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await measureOnce(browser, url));
    process.stdout.write(".");
  }
  return results;
}
