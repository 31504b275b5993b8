import { expect, type Page } from "@playwright/test";

/**
 * The landing page's text as a reader scrolling through it sees it. Sections below the hero use
 * `content-visibility: auto`, and the browser leaves a section out of innerText until it nears the
 * viewport, so each one is brought into view, and rendered, before it is read. The jump is instant:
 * the site scrolls smoothly, and a section rendered on the way changes the distance left.
 */
export async function readLandingText(page: Page): Promise<string> {
  const parts: string[] = [];
  for (const section of await page.locator("main > section").all()) {
    await section.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
    await expect
      .poll(() => section.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })))
      .toBe(true);
    parts.push(await section.innerText());
  }
  return parts.join("\n");
}
