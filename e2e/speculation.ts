import { expect, type Locator, type Page } from "@playwright/test";
import { expectIslandsNotRunning, expectIslandsRunning } from "./islands";

type Status = "Pending" | "Running" | "Ready" | "Success" | "Failure" | "NotSupported";

/**
 * What Chromium loads ahead for `page`, as DevTools reports it (the Preload domain): each URL it
 * started to prefetch (a prerender starts as one) with the latest status, and each rule set with
 * its parse error, if any. Headless Chromium under DevTools runs no prerender (its status says
 * PrerenderingDisabledByDevTools) and uses the prefetch that started it instead.
 */
export async function watchSpeculation(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  const prefetches = new Map<string, Status>();
  const ruleSetErrors: (string | undefined)[] = [];
  devtools.on("Preload.prefetchStatusUpdated", ({ key, status }) => prefetches.set(key.url, status));
  devtools.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleSetErrors.push(ruleSet.errorType));
  await devtools.send("Preload.enable");
  return {
    /** Every URL a speculation was started for, so far. */
    urls: () => [...prefetches.keys()],
    ruleSetErrors: () => ruleSetErrors,
    /** Waits until the page at `url` has arrived, ready for the navigation to take. */
    ready: (url: string) => expect.poll(() => prefetches.get(url)).toMatch(/^(Ready|Success)$/),
  };
}

/** How the browser delivered the page now shown: a prerender activated, or a prefetch used. */
const deliveryOf = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      deliveryType: string;
      activationStart: number;
    };
    return { deliveryType: entry.deliveryType, activationStart: entry.activationStart };
  });

/**
 * Rests the pointer on `link` until its page has been loaded ahead, follows it, and checks the new
 * page came from that speculation: activated (activationStart > 0), or from its prefetch where the
 * browser downgraded the prerender.
 */
export async function followAfterHover(page: Page, link: Locator): Promise<void> {
  const speculation = await watchSpeculation(page);
  const url = new URL((await link.getAttribute("href"))!, page.url()).href;
  await link.hover();
  await speculation.ready(url);
  await link.click();
  await page.waitForURL(url);
  const delivery = await deliveryOf(page);
  expect(
    delivery.activationStart > 0 || delivery.deliveryType === "navigational-prefetch",
    JSON.stringify(delivery),
  ).toBe(true);
}

/**
 * The page a speculation delivered still runs nothing before its first input: once it has
 * loaded and painted (the loader then prefetches the islands' bundle), its islands have not run,
 * and a key press runs them.
 */
export async function expectIslandsWaitForInput(page: Page): Promise<void> {
  await expect(page.locator('link[rel="prefetch"][href^="/islands-"]')).toHaveCount(1);
  await expectIslandsNotRunning(page);
  await page.keyboard.press("Shift");
  await expectIslandsRunning(page);
}
