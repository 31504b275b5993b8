import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { startIslands } from "./islands";
import { ROUTES } from "./required-content";

/** WCAG 2.2 A and AA rules, plus axe's best practices (landmarks, one h1, heading order). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Checks the whole page, or only the elements `selector` matches and what they hold. */
async function expectNoAxeViolations(page: Page, selector?: string) {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (selector ? axe.include(selector) : axe).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/**
 * Brings each picture into view, as a reader scrolling down would (lazy pictures load only then),
 * and waits until it has loaded and faded in: axe judges contrast on what is painted.
 */
async function loadWholePage(page: Page) {
  for (const picture of await page.locator("[data-main-image]").all()) {
    await picture.evaluate((img) => img.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect(picture.locator("xpath=ancestor::*[@data-loaded][1]")).toHaveAttribute("data-loaded", "true");
    await expect(picture).toHaveCSS("opacity", "1");
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

for (const width of [375, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route} has no violations`, async ({ page }) => {
        await page.goto(route);
        await loadWholePage(page);
        await expectNoAxeViolations(page);
      });
    }

    if (width === 375) {
      for (const route of ROUTES) {
        // Opening the menu changes only the header, which holds the button and the panel; the
        // page behind it is the one checked above.
        test(`${route} with the menu open has no violations`, async ({ page }) => {
          await page.goto(route);
          // With the islands running, which then change nothing while axe reads the header.
          await startIslands(page);
          await page.getByRole("button", { name: "Menu" }).click();
          await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
          await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
          await expectNoAxeViolations(page, "header");
        });
      }
    }
  });
}

test.describe("structure", () => {
  for (const route of ROUTES) {
    test(`${route} has the landmarks, one h1 and headings in order`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1], `heading ${index} skips a level`).toBeLessThanOrEqual(1);
      });
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
    });
  }

  test("the skip link is first and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await page.keyboard.press("Tab");
    const focusedInMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement));
    expect(focusedInMain).toBe(true);
  });
});

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Tab alone reaches every link and button of the landing page, in reading order, each visibly focused", async ({
    page,
  }) => {
    await page.goto("/");
    /** Whether the focused element's whole focus ring is on screen (the page may still be scrolling to it). */
    const ringOnScreen = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const box = el.getBoundingClientRect();
        return box.top - ring >= 0 && box.bottom + ring <= window.innerHeight;
      });
    const focusable = await page
      .locator("a[href], button, [tabindex='0']")
      .evaluateAll((elements) =>
        elements.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.outerHTML),
      );

    const reached: string[] = [];
    for (let i = 0; i < focusable.length + 5 && reached.length < focusable.length; i += 1) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return { html: el.outerHTML, outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 };
      });
      if (!state) break;
      expect(state.outline, `visible focus on ${state.html.slice(0, 80)}`).toBe(true);
      await expect.poll(ringOnScreen, `whole focus ring on screen: ${state.html.slice(0, 80)}`).toBe(true);
      reached.push(state.html);
    }
    expect(reached).toEqual(focusable);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  /** The page's scroll behaviour and its longest transition or animation (s), pseudo-elements included. */
  const motion = (page: Page) =>
    page.evaluate(() => {
      const longest = (durations: string) => Math.max(...durations.split(",").map((duration) => parseFloat(duration)));
      let seconds = 0;
      for (const element of document.querySelectorAll("*")) {
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(element, pseudo);
          seconds = Math.max(seconds, longest(style.transitionDuration), longest(style.animationDuration));
        }
      }
      return { scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior, seconds };
    });

  test("switches off transitions, animation and smooth scrolling", async ({ page }) => {
    await page.goto("/");
    const reduced = await motion(page);
    expect(reduced.scrollBehavior).toBe("auto");
    expect(reduced.seconds).toBeLessThan(0.001);
    // The same page without the preference: there was motion to switch off.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const full = await motion(page);
    expect(full.scrollBehavior).toBe("smooth");
    expect(full.seconds).toBeGreaterThan(0.1);
  });
});

test.describe("the sticky header", () => {
  // No smooth scrolling: a jump would be over before the page is measured.
  test.use({ reducedMotion: "reduce" });
  for (const width of [375, 1280]) {
    test(`at ${width} px, focusing its controls leaves a scrolled page where it is`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto("/");
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      const banner = page.getByRole("banner");
      // A phone's header has the menu button; a wide one, the links in a row.
      const controls = [
        banner.getByRole("link", { name: "Parley home" }),
        width < 768 ? banner.getByRole("button", { name: "Menu" }) : banner.getByRole("link", { name: "Blog" }),
      ];
      for (const control of controls) {
        await expect(control).toBeVisible();
        await control.focus();
        await expect(control).toBeFocused();
        expect(await page.evaluate(() => window.scrollY)).toBe(1500);
      }
    });
  }
});

test.describe("forced colours", () => {
  test("the calls to action keep a visible outline, the primary one too, and the same height", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/");
    const hero = page.locator("main section").first();
    const buttons = [hero.getByRole("link", { name: /^Join Unrekt/ }), hero.getByRole("link", { name: "Discover" })];
    const drawn = await Promise.all(
      buttons.map((button) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            border: `${style.borderTopWidth} ${style.borderTopStyle}`,
            transparent: style.borderTopColor === "rgba(0, 0, 0, 0)",
            height: element.getBoundingClientRect().height,
          };
        }),
      ),
    );
    for (const button of drawn) expect(button).toMatchObject({ border: "1px solid", transparent: false });
    expect(drawn[0].height).toBe(drawn[1].height);
  });
});
