import { expect, test, type Page } from "@playwright/test";
import { startIslands } from "./islands";
import { readLandingText } from "./read-page";
import {
  EMAIL,
  FANFARE,
  HEADER_LINKS,
  LANDING_STRINGS,
  NEXT_STEPS,
  NOT_FOUND_TEXT,
  ROUTES,
  UNREKT,
} from "./required-content";
import { sectionOrder } from "./section-order";
import { expectFooterLinks, expectHeaderLinks, linkIn } from "./site-links";

test.describe("routes", () => {
  test("/ and /blog answer 200; an unknown path answers 404 with the 404 page", async ({ page }) => {
    expect((await page.goto("/"))?.status()).toBe(200);
    expect((await page.goto("/blog"))?.status()).toBe(200);
    const missing = await page.goto("/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });

  test("the blog shows its heading and Coming soon...", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByText("Coming soon...", { exact: true })).toBeVisible();
  });

  test("the 404 page logs the missing path and Return to Home goes home", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/nope");
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect.poll(() => errors).toContain("404 Error: User attempted to access non-existent route: /nope");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PARLEY PROTOCOL");
  });
});

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("shows every required string, in order", async ({ page }) => {
    const text = await readLandingText(page);
    let from = 0;
    for (const expected of LANDING_STRINGS) {
      const at = text.indexOf(expected, from);
      expect(at, `"${expected}" after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at;
    }
  });

  test("has the ten sections in order", async ({ page }) => {
    const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(sectionOrder());
  });

  test("Join Unrekt, Make a call and the domain cards lead to the testnet domains, safely", async ({ page }) => {
    const joins = page.getByRole("link", { name: /^Join Unrekt/ });
    await expect(joins).toHaveCount(2);
    for (const join of await joins.all()) {
      await expect(join).toHaveAttribute("href", UNREKT);
      await expect(join).toHaveAttribute("rel", "noopener noreferrer");
      await expect(join).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByRole("link", { name: /^Make a call/ })).toHaveAttribute("href", UNREKT);
    await expect(page.getByRole("link", { name: /^Visit Unrekt/ })).toHaveAttribute("href", UNREKT);
    await expect(page.getByRole("link", { name: /^Visit Fanfare/ })).toHaveAttribute("href", FANFARE);
  });

  test("each audience's section ends with its own next step, opening safely", async ({ page }) => {
    for (const [id, label, href] of NEXT_STEPS) {
      const last = page.locator(`#${id}`).getByRole("link").last();
      await expect(last, id).toHaveAccessibleName(new RegExp(`^${label}`));
      await expect(last, id).toHaveAttribute("href", href);
      await expect(last, id).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("Discover moves to the service providers section", async ({ page }) => {
    await page.getByRole("link", { name: /^Discover/ }).click();
    await expect(page).toHaveURL(/#service-providers$/);
    await expect(page.locator("#service-providers")).toBeInViewport();
  });

  test("every image fades in to full opacity once loaded", async ({ page }) => {
    const images = page.locator("main [data-main-image]");
    // hero, service providers, avatar, become a provider, sessions, two domains, node operators
    await expect(images).toHaveCount(8);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
      await expect(image).toHaveCSS("opacity", "1");
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(image).toHaveAttribute("alt", /\S/);
    }
  });
});

test.describe("pictures on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  const skeletonOf = (page: Page, sectionId: string) =>
    page.locator(`#${sectionId} [data-loaded]`).filter({ has: page.locator("[data-main-image]") });

  test("fade in where the visitor sees them load, and are simply there where they loaded out of view", async ({
    page,
  }) => {
    await page.goto("/");
    // The section after the hero starts under the first screen, inside the browser's lazy-loading
    // distance: its picture loads with the page, out of view.
    const belowFirstScreen = skeletonOf(page, "service-providers");
    await expect(belowFirstScreen).toHaveAttribute("data-loaded", "true");
    await expect(belowFirstScreen).toHaveAttribute("data-loaded-out-of-view", "");
    await expect(belowFirstScreen.locator("[data-main-image]")).toHaveCSS("transition-duration", "0s");
    await expect(belowFirstScreen.locator("[data-main-image]")).toHaveCSS("opacity", "1");

    // A picture far down loads once the visitor is there, in view: it fades in.
    const farDown = skeletonOf(page, "node-operators");
    await expect(farDown).toHaveAttribute("data-loaded", "false");
    // At once: a smooth scroll would pass the picture's lazy-loading distance before it is in view.
    await farDown.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect(farDown).toHaveAttribute("data-loaded", "true");
    await expect(farDown).not.toHaveAttribute("data-loaded-out-of-view");
    await expect(farDown.locator("[data-main-image]")).toHaveCSS("transition-duration", "0.5s");
    await expect(farDown.locator("[data-main-image]")).toHaveCSS("opacity", "1");
  });
});

for (const route of ROUTES) {
  test.describe(`header and footer on ${route}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(route);
    });

    test("the header has the logo and every link, external ones opening safely", async ({ page }) => {
      await expect(page.getByRole("banner").getByRole("link", { name: "Parley home" })).toHaveAttribute("href", "/");
      await expectHeaderLinks(page);
    });

    test("the footer has the copyright, contact, resources and placeholders", async ({ page }) => {
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText("Copyright 2025")).toBeVisible();
      await expect(footer.getByRole("heading", { name: "Resources" })).toBeVisible();
      await expect(footer.getByRole("link", { name: new RegExp(EMAIL) })).toBeVisible();
      await expectFooterLinks(page);
    });
  });
}

/** Hovers the Privacy placeholder, then focuses it, and sees "Coming soon" each time. */
async function expectTooltipOnHoverAndFocus(page: Page) {
  const privacy = page.getByRole("link", { name: "Privacy (not available yet)" });
  await privacy.hover();
  await expect(page.getByRole("tooltip", { name: "Coming soon" })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await privacy.focus();
  await expect(page.getByRole("tooltip", { name: "Coming soon" })).toBeVisible();
}

test("a placeholder shows Coming soon after the pointer rests on it, and on focus", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expectTooltipOnHoverAndFocus(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`a tooltip the pointer opens waits 700 ms before it shows (reduced motion: ${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/");
    const privacy = page.getByRole("link", { name: "Privacy (not available yet)" });
    await privacy.hover();
    // The delay is a CSS animation: paused and set to each moment, it shows what a visitor sees then.
    const tooltip = privacy.locator("xpath=following-sibling::*[@role='tooltip']");
    const shown = await tooltip.evaluate((element) => {
      const [delay] = element.getAnimations();
      if (!delay) return "no delay";
      delay.pause();
      return [0, 350, 699, 701].map((time) => {
        delay.currentTime = time;
        return `${time} ms: ${getComputedStyle(element).visibility}`;
      });
    });
    expect(shown).toEqual(["0 ms: hidden", "350 ms: hidden", "699 ms: hidden", "701 ms: visible"]);
  });
}

test("a tooltip stays while the pointer moves onto it, and Escape closes it wherever focus is", async ({ page }) => {
  await page.goto("/blog");
  await startIslands(page);
  const tooltip = page.getByRole("tooltip", { name: "Coming soon" });
  await page.getByRole("link", { name: "Privacy (not available yet)" }).hover();
  await expect(tooltip).toBeVisible();
  const box = (await tooltip.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await expect(tooltip).toBeVisible();
  await expect(page.locator("body")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(tooltip).toBeHidden();
});

test.describe("tooltips on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("each placeholder's tooltip is inside the page's gutters", async ({ page }) => {
    await page.goto("/blog");
    const placeholders = page.locator('[role="link"][aria-disabled="true"]');
    expect(await placeholders.count()).toBeGreaterThan(1);
    for (const placeholder of await placeholders.all()) {
      await placeholder.focus();
      const box = (await page.getByRole("tooltip", { name: "Coming soon" }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(20);
      expect(box.x + box.width).toBeLessThanOrEqual(300);
    }
  });
});

test.describe("before any script has run (the islands bundle never arrives)", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page }) => {
    await page.route(/\/islands-[0-9a-f]+\.js$/, (route) => route.abort());
  });

  test("the menu opens on the first tap and Escape closes it", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  });

  test("a placeholder shows Coming soon on hover and on focus", async ({ page }) => {
    await page.goto("/");
    await expectTooltipOnHoverAndFocus(page);
  });
});

test.describe("menu on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of ROUTES) {
    test(`${route}: opens and closes the navigation, with focus managed`, async ({ page }) => {
      await page.goto(route);
      await startIslands(page);
      const button = page.getByRole("button", { name: "Menu" });
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();

      await button.click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();
      for (const [label] of HEADER_LINKS) await expect(linkIn(page, "header nav", label)).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
    });
  }

  test("opened halfway down the page, the menu shows under the header where the visitor is", async ({ page }) => {
    await page.goto("/");
    await startIslands(page);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
    // A tap where the button is: a locator's click would first scroll the sticky button "into view".
    const button = (await page.getByRole("button", { name: "Menu" }).boundingBox())!;
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();
    await expect(nav.getByRole("link", { name: "Home" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeInViewport();
    expect((await page.getByRole("banner").boundingBox())?.y).toBe(0);
    // The page stays where the visitor was. A headless browser hides its scroll bar yet keeps its
    // room when the page locks (scrollbar-gutter), so its text reflows by a line or two.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 2000)).toBeLessThan(100);
  });

  test("choosing a link closes the menu: one that opens a new tab, and one that navigates", async ({
    page,
    context,
  }) => {
    // The docs open in a tab of their own, answered here: the tests reach no other host.
    await context.route("https://docs.parley.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Docs</title>" }),
    );
    await page.goto("/");
    await startIslands(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Menu" }).click();
    const [docs] = await Promise.all([context.waitForEvent("page"), nav.getByRole("link", { name: "Docs" }).click()]);
    await docs.close();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL("/");

    await page.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(nav).toBeHidden();
  });
});
