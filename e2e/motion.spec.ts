/**
 * The landing page's one moment that moves: the hero's meter runs and its coins flow, and the
 * showcase's meter ticks, by CSS alone, only near the screen, and not at all under reduced motion.
 */
import { expect, test, type Locator } from "@playwright/test";

/** Whether any animation of the element or inside it is running. */
const runningAnimations = (element: Locator) =>
  element.evaluate(
    (root) => root.getAnimations({ subtree: true }).filter((animation) => animation.playState === "running").length,
  );

const transformOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).transform);

test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference", viewport: { width: 1440, height: 900 } });

  test("the hero's meter runs and its coins flow, with no script on the page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    const motion = page.locator("#hero [data-motion='call']");
    await expect(motion).toBeAttached();
    const [arc, coin] = [motion.locator(":scope > div").first(), motion.locator(":scope > div").nth(1)];
    const [arcAtFirst, coinAtFirst] = [await transformOf(arc), await transformOf(coin)];
    await expect.poll(() => transformOf(arc)).not.toBe(arcAtFirst);
    await expect.poll(() => transformOf(coin)).not.toBe(coinAtFirst);
    await context.close();
  });

  test("the showcase's meter ticks once it is on screen", async ({ page }) => {
    await page.goto("/");
    const meter = page.locator("#sessions [data-motion='meter']");
    await meter.scrollIntoViewIfNeeded();
    expect(await runningAnimations(meter)).toBeGreaterThan(0);
    // The last column of the clock: the seconds.
    const seconds = meter.locator(":scope > span > span:last-child");
    const atFirst = await transformOf(seconds);
    await expect.poll(() => transformOf(seconds)).not.toBe(atFirst);
  });

  test("every animation steps in whole tenths of a second: the main thread wakes per step, not per frame", async ({
    page,
  }) => {
    await page.goto("/");
    const meter = page.locator("#sessions [data-motion='meter']");
    await meter.scrollIntoViewIfNeeded();
    const legs = await page.locator("[data-motion]").evaluateAll((motions) =>
      motions.flatMap((motion) =>
        motion.getAnimations({ subtree: true }).flatMap((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const keyframes = effect.getKeyframes();
          const seconds = Number(effect.getComputedTiming().duration) / 1000;
          return keyframes.slice(0, -1).map((keyframe, index) => ({
            easing: keyframe.easing,
            seconds: (keyframes[index + 1].computedOffset - keyframe.computedOffset) * seconds,
          }));
        }),
      ),
    );
    expect(legs.length).toBeGreaterThan(0);
    for (const { easing, seconds } of legs) {
      const steps = Number(/^steps\((\d+)\)$/.exec(easing)?.[1]);
      const tenthsPerStep = (seconds * 10) / steps;
      expect(Math.round(tenthsPerStep), easing).toBeGreaterThanOrEqual(1);
      expect(tenthsPerStep, easing).toBeCloseTo(Math.round(tenthsPerStep), 2);
    }
  });

  test("the hero's motion is skipped, animations and all, once the hero is far out of view", async ({ page }) => {
    await page.goto("/");
    const arc = page.locator("#hero [data-motion='call'] > div").first();
    const rendered = () => arc.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(true);
    await page.locator("#features").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
    await expect.poll(rendered).toBe(false);
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves: the meters and coins stand where the artwork draws them", async ({ page }) => {
    await page.goto("/");
    const call = page.locator("#hero [data-motion='call']");
    const meter = page.locator("#sessions [data-motion='meter']");
    await meter.scrollIntoViewIfNeeded();
    for (const motion of [call, meter]) expect(await runningAnimations(motion)).toBe(0);
    // Still there, visible, on their way along the stream.
    const coins = call.locator(":scope > div:not(:first-child)");
    await expect(coins).toHaveCount(3);
    for (const coin of await coins.all()) expect(await transformOf(coin)).not.toBe("none");
    await expect(meter).toBeVisible();
  });
});
