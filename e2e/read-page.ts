import type { Page } from "@playwright/test";

/**
 * The landing page's text as a reader scrolling through it sees it. Sections below the hero use
 * `content-visibility: auto`, and the browser leaves a section out of innerText until it nears the
 * viewport, so each one is brought into view before it is read.
 */
export async function readLandingText(page: Page): Promise<string> {
  const parts: string[] = [];
  for (const section of await page.locator("main > section").all()) {
    await section.scrollIntoViewIfNeeded();
    parts.push(await section.innerText());
  }
  return parts.join("\n");
}
