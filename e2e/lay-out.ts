import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Lays out every part of the current page, also those `content-visibility: auto` keeps
 * unrendered away from the viewport (their boxes are empty and clip what they hold until then),
 * so the whole page is measured.
 */
export function layOutWholePage(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

/** How wide the current page is, every part of it laid out: wider than the window, it scrolls sideways. */
export async function pageWidth(page: Page): Promise<number> {
  await layOutWholePage(page);
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * Brings each picture of the current page into view, as a reader scrolling down would (lazy
 * pictures load only then), and waits until it has loaded.
 */
export async function loadEveryPicture(page: Page): Promise<void> {
  for (const picture of await page.locator("img").all()) await loadPicture(picture);
}

/** Jumps to `picture` (the page scrolls smoothly otherwise) and waits until it has loaded. */
export async function loadPicture(picture: Locator): Promise<void> {
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => {
        img.scrollIntoView({ block: "center", behavior: "instant" });
        return img.complete && img.naturalWidth > 0;
      }),
    )
    .toBe(true);
}
