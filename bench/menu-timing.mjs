// @ts-nocheck: bench glue around Playwright, left untyped
// How fast the landing page answers a first tap and a first focus right after load, each in a
// fresh context (nothing cached) on a phone with the CPU slowed 6×, closer to a mid-range phone
// than this machine's cores. Times are read in the page, on performance.now()'s clock, up to the
// start of the animation frame that shows the answer, so Playwright's round trips do not count.
import { devices } from "@playwright/test";

const CPU_SLOWDOWN = 6;
const GIVE_UP_MS = 60_000;
const BUTTON = "[data-menu-button]";
const PANEL = "[data-nav-panel]";

// Installed before the page's own scripts: the first trusted click on the menu button, and the
// first frame in which the panel is open (a popover showing, or data-open="true" set by script).
// Then the first frame in which focus is in the panel: the islands' bundle has run and its menu
// island has taken over (src/islands/SiteMenu.tsx), which the bundle's size is most of.
function recordMenuTimes({ button, panel }) {
  const times = { clickedAt: null, shownAt: null, readyAt: null };
  window.__menuTimes = times;
  const isOpen = (element) => element.getAttribute("data-open") === "true" || element.matches(":popover-open");
  const waitForOpenFrame = () =>
    requestAnimationFrame(() => {
      const element = document.querySelector(panel);
      if (element && isOpen(element)) times.shownAt ??= performance.now();
      if (element?.contains(document.activeElement)) times.readyAt = performance.now();
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

export async function onPhone(browser, measure) {
  const context = await browser.newContext(devices["Pixel 7"]);
  try {
    return await measure(await context.newPage());
  } finally {
    await context.close();
  }
}

const onSlowPhone = (browser, url, initScript, measure) =>
  onPhone(browser, async (page) => {
    if (initScript) await page.addInitScript(initScript, { button: BUTTON, panel: PANEL });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: GIVE_UP_MS });
    return measure(page);
  });

const tapToMenu = (browser, url) =>
  onSlowPhone(browser, url, recordMenuTimes, async (page) => {
    await page.locator(BUTTON).tap({ timeout: GIVE_UP_MS });
    await page.waitForFunction(() => window.__menuTimes.readyAt !== null, null, { timeout: GIVE_UP_MS });
    const { clickedAt, shownAt, readyAt } = await page.evaluate(() => window.__menuTimes);
    return { tapToMenuMs: shownAt - clickedAt, tapToMenuReadyMs: readyAt - clickedAt };
  });

/** From focusing the first "Coming soon" placeholder to the frame showing its tooltip. */
const focusToTooltip = (browser, url) =>
  onSlowPhone(browser, url, undefined, (page) =>
    page.evaluate(
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
    ),
  );

/**
 * `runs` first taps and focuses on each of `pages` ([name, url] pairs), interleaved: run i of
 * every page, then run i + 1, each run taking the pages in the order the last one did not.
 */
export async function measureFirstInput(browser, pages, runs) {
  const results = Object.fromEntries(pages.map(([name]) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, url] of run % 2 ? [...pages].reverse() : pages) {
      results[name].push({
        ...(await tapToMenu(browser, url)),
        focusToTooltipMs: await focusToTooltip(browser, url),
      });
    }
    process.stdout.write(".");
  }
  return results;
}
