// How fast the landing page answers a visitor's first tap and first focus on a phone: part of
// `npm run bench` (bench/run.mjs).
//
// Each run opens the page in a fresh browser context (nothing cached) on a phone-sized viewport,
// with the CPU slowed 6× (closer to a mid-range phone than this machine's cores), waits for the
// load event and then, at once:
// - taps the menu button once, and times from the tap (the click event's time stamp) to the
//   start of the first animation frame with the menu panel open: the frame that shows it;
// - in a second fresh page, focuses the first "Coming soon" placeholder and times from the focus
//   to the start of the first animation frame in which its tooltip is visible.
// The times are read in the page, on performance.now()'s clock.

/** A Pixel-class phone in portrait. */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

const CPU_SLOWDOWN = 6;
const GIVE_UP_MS = 60_000;
const BUTTON = "[data-menu-button]";
const PANEL = "[data-nav-panel]";

/**
 * Records, from before the page's own scripts run, the time of the first trusted click on the
 * menu button and the start of the first animation frame in which the panel is open (a popover
 * showing, or data-open="true" where the page opens it by script): the frame that paints it.
 */
function recordMenuTimes({ button, panel }) {
  const times = { clickedAt: null, shownAt: null };
  window.__menuTimes = times;
  const isOpen = (element) => element.getAttribute("data-open") === "true" || element.matches(":popover-open");
  const waitForOpenFrame = () =>
    requestAnimationFrame(() => {
      const element = document.querySelector(panel);
      if (element && isOpen(element)) times.shownAt = performance.now();
      else waitForOpenFrame();
    });
  addEventListener(
    "click",
    (event) => {
      if (times.clickedAt !== null || !event.isTrusted) return;
      if (!(event.target instanceof Element && event.target.closest(button))) return;
      times.clickedAt = event.timeStamp;
      waitForOpenFrame();
    },
    { capture: true },
  );
}

async function phonePage(browser, url, initScript) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (initScript) await page.addInitScript(initScript, { button: BUTTON, panel: PANEL });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "load", timeout: GIVE_UP_MS });
  return { context, page };
}

/** Milliseconds from the first tap on the menu button, right after load, to the frame showing the menu. */
async function tapToMenu(browser, url) {
  const { context, page } = await phonePage(browser, url, recordMenuTimes);
  try {
    await page.locator(BUTTON).tap({ timeout: GIVE_UP_MS });
    await page.waitForFunction(() => window.__menuTimes.shownAt !== null, null, { timeout: GIVE_UP_MS });
    const { clickedAt, shownAt } = await page.evaluate(() => window.__menuTimes);
    return shownAt - clickedAt;
  } finally {
    await context.close();
  }
}

/** Milliseconds from focusing the first placeholder, right after load, to the frame showing its tooltip. */
async function focusToTooltip(browser, url) {
  const { context, page } = await phonePage(browser, url);
  try {
    return await page.evaluate(
      (giveUpMs) =>
        new Promise((resolve, reject) => {
          const trigger = document.querySelector('[role="link"][aria-describedby]');
          const tooltip = trigger && document.getElementById(trigger.getAttribute("aria-describedby"));
          if (!tooltip) throw new Error("no placeholder with a tooltip on the page");
          const focusedAt = performance.now();
          trigger.focus();
          const check = () => {
            const now = performance.now();
            const style = getComputedStyle(tooltip);
            if (style.display !== "none" && style.visibility === "visible") resolve(now - focusedAt);
            else if (now - focusedAt > giveUpMs) reject(new Error("the tooltip never showed"));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      GIVE_UP_MS,
    );
  } finally {
    await context.close();
  }
}

/**
 * Measures `runs` times, on a slowed-down phone, how soon the page at `url` shows its menu after
 * the first tap and a tooltip after the first focus, right after load. `browser` is a Playwright
 * Chromium browser. Returns one { tapToMenuMs, focusToTooltipMs } per run.
 */
export async function measureFirstInput(browser, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push({ tapToMenuMs: await tapToMenu(browser, url), focusToTooltipMs: await focusToTooltip(browser, url) });
    process.stdout.write(".");
  }
  return results;
}
