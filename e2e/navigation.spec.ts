/**
 * Pages are prerendered HTML with a few hydrated islands (the menu, the placeholders, the 404
 * log), and moving between them is an ordinary page load. Whatever the route a visitor arrives
 * on and whatever way they move on, they get the whole destination page with working islands,
 * and the browser reports no error or warning on the way (a hydration mismatch among them).
 */
import { expect, test, type Page } from "@playwright/test";
import { expectIslandsNotRunning, expectIslandsRunning, startIslands } from "./islands";
import { loadPicture } from "./lay-out";
import { readLandingText } from "./read-page";
import { LANDING_STRINGS, NOT_FOUND_TEXT } from "./required-content";
import { sectionOrder } from "./section-order";
import { watchPage } from "./watch-page";

/** Checks the page shown is the complete `route`, then that its menu opens and closes. */
async function expectCompletePage(page: Page, route: "/" | "/blog" | "404") {
  await startIslands(page);
  if (route === "/") {
    const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(sectionOrder());
    const text = await readLandingText(page);
    for (const expected of LANDING_STRINGS) expect(text).toContain(expected);
    const pictures = page.locator("main [data-main-image]");
    await expect(pictures).toHaveCount(8);
    for (const picture of await pictures.all()) {
      await loadPicture(picture);
      await expect(picture).toHaveCSS("opacity", "1");
      // The skeleton tile behind the picture goes once it has loaded.
      await expect(picture.locator("xpath=ancestor::*[@data-loaded][1]")).toHaveAttribute("data-loaded", "true");
    }
  } else if (route === "/blog") {
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  } else {
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const button = page.getByRole("button", { name: "Menu" });
  await button.click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
}

const menuLink = async (page: Page, name: string) => {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
};

test.describe("moving between pages on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const start of ["/", "/blog", "/no-such-page"] as const) {
    test(`arriving on ${start} shows the whole page with working islands`, async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(start);
      await expectCompletePage(page, start === "/no-such-page" ? "404" : start);
      if (start === "/no-such-page") {
        await page.getByRole("link", { name: "Return to Home" }).click();
        await expect(page).toHaveURL("/");
        await expectCompletePage(page, "/");
      }
      expect(problems).toEqual([]);
    });
  }

  test("every link between the pages, and Back and Forward, shows the whole page with working islands", async ({
    page,
  }) => {
    // Seven page loads, each checked whole (every picture loaded and shown, the menu working), three
    // of them on the landing page, each scrolling to its eight pictures, which start loading only as
    // their section nears the viewport (content-visibility: auto).
    test.slow();
    const problems = await watchPage(page);
    await page.goto("/blog");
    await expectCompletePage(page, "/blog");

    await menuLink(page, "Home");
    await expect(page).toHaveURL("/");
    await expectCompletePage(page, "/");

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expectCompletePage(page, "/blog");

    await page.getByRole("link", { name: "Parley home" }).click();
    await expect(page).toHaveURL("/");
    await expectCompletePage(page, "/");

    await menuLink(page, "Blog");
    await expect(page).toHaveURL("/blog");
    await expectCompletePage(page, "/blog");

    await page.goBack();
    await expect(page).toHaveURL("/");
    await expectCompletePage(page, "/");
    await page.goForward();
    await expect(page).toHaveURL("/blog");
    await expectCompletePage(page, "/blog");

    expect(problems).toEqual([]);
  });
});

test("no style is inserted, moved or removed while the page starts, nor when the islands run", async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const parsed = [...document.querySelectorAll("style, link[rel=stylesheet]")];
      const record = { parsed: parsed.length, changes: [] as string[] };
      (window as unknown as { styleRecord: typeof record }).styleRecord = record;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of [...mutation.addedNodes, ...mutation.removedNodes]) {
            if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === "stylesheet")) {
              record.changes.push(
                `${mutation.addedNodes.length ? "added" : "removed"} <${node.nodeName.toLowerCase()}>`,
              );
            }
          }
          if (mutation.type === "characterData" && mutation.target.parentNode instanceof HTMLStyleElement) {
            record.changes.push("changed a <style>");
          }
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
      // Each prerendered style stays in the element and place the HTML gave it.
      (window as unknown as { stylesInPlace: () => boolean }).stylesInPlace = () => {
        const now = [...document.querySelectorAll("style, link[rel=stylesheet]")];
        return now.length === parsed.length && now.every((element, index) => element === parsed[index]);
      };
    });
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await startIslands(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Privacy (not available yet)" }).focus();
  await expect(page.getByRole("tooltip", { name: "Coming soon" })).toBeVisible();
  const result = await page.evaluate(() => {
    const w = window as unknown as { styleRecord: { parsed: number; changes: string[] }; stylesInPlace: () => boolean };
    return { parsed: w.styleRecord.parsed, changes: w.styleRecord.changes, inPlace: w.stylesInPlace() };
  });
  expect(result.parsed).toBeGreaterThan(0);
  expect(result.changes).toEqual([]);
  expect(result.inPlace).toBe(true);
  // Computed from the build's CSS alone: the open tooltip is styled.
  await expect(page.getByRole("tooltip", { name: "Coming soon" })).toHaveCSS("white-space", "nowrap");
});

/**
 * Holds every request for the islands bundle back until the returned function is called, so that
 * the test's input surely comes before the islands run.
 */
async function holdIslandsBack(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/islands-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("before the islands have loaded", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a page nobody touches runs no JavaScript: the bundle is only fetched, and the first input runs it", async ({
    page,
  }) => {
    const fetched = page.waitForResponse(/\/islands-[0-9a-f]+\.js$/);
    await page.goto("/", { waitUntil: "load" });
    // The loader's only way to run the bundle is a <script> element it adds; after the prefetch
    // has arrived there is none, and nothing is hydrated.
    await (await fetched).finished();
    await expect(page.locator('script[src*="/islands-"]')).toHaveCount(0);
    await expectIslandsNotRunning(page);
    await page.mouse.wheel(0, 300);
    await expectIslandsRunning(page);
  });

  test("a tap on Menu opens the menu at once, and the islands then move focus into it", async ({ page }) => {
    const release = await holdIslandsBack(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    release();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeFocused();
  });

  test("a placeholder focused early keeps its tooltip while the islands hydrate it, and Escape then closes it", async ({
    page,
  }) => {
    const release = await holdIslandsBack(page);
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    const placeholder = page.getByRole("link", { name: "Privacy (not available yet)" });
    const tooltip = page.getByRole("tooltip", { name: "Coming soon" });
    await placeholder.focus();
    await expect(tooltip).toBeVisible();
    release();
    await expectIslandsRunning(page);
    await expect(tooltip).toBeVisible();
    await expect(placeholder).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
  });

  test("a placeholder the pointer reached early keeps its tooltip while the islands hydrate it; Escape closes it until the pointer comes back", async ({
    page,
  }) => {
    const release = await holdIslandsBack(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    const placeholder = page.getByRole("link", { name: "Privacy (not available yet)" });
    const tooltip = page.getByRole("tooltip", { name: "Coming soon" });
    await placeholder.hover();
    await expect(tooltip).toBeVisible();
    release();
    await expectIslandsRunning(page);
    await expect(tooltip).toBeVisible();
    // The island's Escape closes it until the pointer comes back (focus stays on the page).
    await expect(page.locator("body")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await page.mouse.move(0, 0);
    await placeholder.hover();
    await expect(tooltip).toBeVisible();
  });
});
