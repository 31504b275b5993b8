import { expect, test, type Page } from "@playwright/test";
import { startIslands } from "./islands";

// The tooltips' skip delay (src/islands/PlaceholderLink.tsx): within 300 ms of one tooltip
// closing, the next the pointer reaches opens at once instead of after its 700 ms open delay.
// The page's clock is moved by hand, so the test decides how long the pointer takes between the
// two; the page's CSS animations (the open delay is one) are stopped, so a tooltip that waits for
// its delay stays hidden for as long as the test looks.

test.use({ viewport: { width: 1440, height: 900 } });

const privacy = (page: Page) => page.getByRole("link", { name: "Privacy (not available yet)" });
const terms = (page: Page) => page.getByRole("link", { name: "Terms (not available yet)" });
const tooltipOf = (page: Page, name: string) =>
  page
    .getByRole("link", { name: `${name} (not available yet)` })
    .locator("xpath=following-sibling::*[@role='tooltip']");

/** /blog with its islands running, the page's clock stopped and its CSS animations frozen; returns a way to let them run. */
async function openWithTimeInHand(page: Page): Promise<() => Promise<void>> {
  await page.clock.install();
  await page.goto("/blog");
  await startIslands(page);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
  await page.clock.pauseAt(Date.now() + 60_000);
  return () => devtools.send("Animation.setPlaybackRate", { playbackRate: 1 }).then(() => undefined);
}

/** Rests the pointer on Privacy until its tooltip has opened (on the page's clock), then moves it off, onto nothing. */
async function openAndLeavePrivacy(page: Page) {
  await privacy(page).hover();
  await page.clock.runFor(700);
  await page.mouse.move(0, 0);
}

test("within 300 ms of a tooltip closing, the next placeholder's tooltip opens at once", async ({ page }) => {
  await openWithTimeInHand(page);
  await openAndLeavePrivacy(page);
  await page.clock.runFor(299);
  await terms(page).hover();
  await expect(tooltipOf(page, "Terms")).toBeVisible();
});

test("300 ms or more after a tooltip closed, the next one waits for its open delay", async ({ page }) => {
  const runAnimations = await openWithTimeInHand(page);
  await openAndLeavePrivacy(page);
  await page.clock.runFor(300);
  await terms(page).hover();
  await expect(tooltipOf(page, "Terms")).toBeHidden();
  // It was waiting: with the animations running again, the delay passes and it opens.
  await runAnimations();
  await expect(tooltipOf(page, "Terms")).toBeVisible();
});

test("a tooltip that never opened skips no delay: the pointer passing over one placeholder on its way to the next", async ({
  page,
}) => {
  await openWithTimeInHand(page);
  await privacy(page).hover();
  await page.clock.runFor(100);
  await terms(page).hover();
  await expect(tooltipOf(page, "Terms")).toBeHidden();
});
