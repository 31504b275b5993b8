import { expect, test, type Page } from "@playwright/test";
import { startIslands } from "./islands";
import { layOutWholePage, pageWidth } from "./lay-out";
import { ROUTES } from "./required-content";

// From the smallest phone to a large desktop: nothing may overflow sideways.
for (const width of [320, 375, 768, 1024, 1440, 1920]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const route of ROUTES) {
      await page.goto(route);
      expect(await pageWidth(page), route).toBeLessThanOrEqual(width);
    }
  });
}

test("tap targets are at least 44 by 44 px on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const route of ROUTES) {
    await page.goto(route);
    // The menu measured as the islands leave it once they run.
    await startIslands(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const small = await page.locator("a[href], button, [role='link']").evaluateAll((elements) =>
      elements
        .filter((e) => (e as HTMLElement).offsetParent !== null && !e.matches("[href='#main-content']"))
        .map((e) => ({ html: e.outerHTML.slice(0, 80), box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ html, box }) => `${html} ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    expect(small, route).toEqual([]);
  }
});

/**
 * Where text sticks out of its place on the current page: past the window's sides, out of its
 * card, or cut off by its box, with every section laid out.
 */
async function findTextOutOfPlace(page: Page) {
  await layOutWholePage(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`scrolls sideways: ${root.scrollWidth} px`);
    const described = (element: Element) => `"${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const texts = [...document.querySelectorAll("h1, h2, h3, p, li, a, dd, dt")].filter(
      (element) => (element as HTMLElement).offsetParent !== null && !element.closest("[aria-hidden='true']"),
    );
    for (const element of texts) {
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5)
        problems.push(`past the window: ${described(element)}`);
      const card = element.parentElement?.closest("li, article");
      const cardBox = card?.getBoundingClientRect();
      if (cardBox && (box.right > cardBox.right + 0.5 || box.bottom > cardBox.bottom + 0.5)) {
        problems.push(`out of its card: ${described(element)}`);
      }
      const style = getComputedStyle(element);
      if (style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`cut off: ${described(element)}`);
      }
    }
    return problems;
  });
}

test.describe("text enlarged", () => {
  // A user style sheet as a browser's text-size setting applies it: the page's policy does not
  // cover it, so the test's own style is let in.
  test.use({ bypassCSP: true });

  for (const { width, textSize } of [
    { width: 1280, textSize: "200%" },
    { width: 1440, textSize: "200%" },
    // 1280 px zoomed to 400 %.
    { width: 320, textSize: "100%" },
  ]) {
    test(`stays whole with text at ${textSize} in ${width} px (WCAG 1.4.4, 1.4.10)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of ROUTES) {
        await page.goto(route);
        await page.addStyleTag({ content: `html { font-size: ${textSize} !important; }` });
        expect(await findTextOutOfPlace(page), route).toEqual([]);
      }
    });
  }

  test("on a phone with text at 200%, the open menu starts under the taller header and fits the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    const header = (await page.getByRole("banner").boundingBox())!;
    const panel = (await nav.boundingBox())!;
    expect(Math.round(panel.y)).toBe(Math.round(header.y + header.height));
    expect(panel.y + panel.height).toBeLessThanOrEqual(740);
    await expect(page.getByRole("button", { name: "Close menu" })).toBeInViewport({ ratio: 1 });
  });

  test("the profile's avatar stays a circle, its picture filling it, with text at 200%", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    const avatar = page.locator("#create-profile [data-loaded]").first();
    await avatar.scrollIntoViewIfNeeded();
    const [circle, picture] = await Promise.all([
      avatar.boundingBox(),
      avatar.locator("[data-main-image]").boundingBox(),
    ]);
    // 4.5rem at 32 px.
    expect(Math.round(circle!.width)).toBe(144);
    expect(Math.round(circle!.height)).toBe(144);
    expect(picture).toEqual(circle);
  });

  test("the logo mark and the menu's icons grow with the text", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const iconWidths = () =>
      page.locator("header svg").evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
    const before = await iconWidths();
    // The logo mark, the button's two icons and the three new-tab arrows.
    expect(before.filter((width) => width > 0)).toHaveLength(6);
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    expect((await iconWidths()).map(Math.round)).toEqual(before.map((width) => Math.round(width * 2)));
  });
});

test("no heading breaks inside a word, hyphenated words included, from 320 to 1920 px", async ({ page }) => {
  // A hundred layouts of the whole landing page.
  test.setTimeout(180_000);
  await page.goto("/");
  await layOutWholePage(page);
  const broken = new Set<string>();
  for (let width = 320; width <= 1920; width += 16) {
    await page.setViewportSize({ width, height: 900 });
    const words = await page.evaluate(() => {
      const found: string[] = [];
      for (const heading of document.querySelectorAll("h1, h2, h3")) {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (const word of node.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set(
              [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
            );
            if (lines.size > 1) found.push(word[0]);
          }
        }
      }
      return found;
    });
    for (const word of words) broken.add(`${word} at ${width} px`);
  }
  expect([...broken]).toEqual([]);
});

test("the sticky header hides what scrolls under it", async ({ page }) => {
  await page.goto("/");
  const background = await page
    .locator("header")
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);
  // rgb() is opaque; rgba() carries an alpha below 1.
  expect(background).toMatch(/^rgb\(/);
});

test("on a 320 px phone the profile card keeps its lines whole and stacked buttons share one width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/");
  const card = page.locator("article", { has: page.getByRole("heading", { name: "Sam Okafor" }) });
  for (const line of ["Crypto Trader", "Available for calls"]) {
    const lines = await card.getByText(line, { exact: true }).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, line).toBe(1);
  }
  const hero = page.locator("main section").first();
  const [join, discover] = await Promise.all(
    ["Join Unrekt", "Discover"].map((name) => hero.getByRole("link", { name }).boundingBox()),
  );
  // At 320 px the two do not fit side by side: they stack, one under the other, at one width.
  expect(discover!.y).toBeGreaterThanOrEqual(join!.y + join!.height);
  expect(Math.round(join!.width)).toBe(Math.round(discover!.width));
});

test("on a 320 by 568 px phone the hero's primary action is on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto("/");
  await expect(page.locator("#hero").getByRole("link", { name: /^Join Unrekt/ })).toBeInViewport({ ratio: 1 });
});

/** The sections that set a text beside a picture, in page order. */
const PICTURE_SECTIONS = ["hero", "service-providers", "become-provider", "sessions", "node-operators"];

for (const width of [768, 900, 1023]) {
  test(`a tablet ${width} px wide keeps text and picture side by side`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto("/");
    await layOutWholePage(page);
    // Each pairing of a text with a picture: a grid of two, one of them holding the picture.
    const pairs = await page.evaluate(() =>
      [...document.querySelectorAll("main section div")]
        .filter((grid) => getComputedStyle(grid).display === "grid" && grid.children.length === 2)
        .filter((grid) =>
          [...grid.children].some((child) => child.matches("picture, img") || child.querySelector("img")),
        )
        .map((grid) => {
          const [first, second] = [...grid.children].map((child) => child.getBoundingClientRect());
          const stacked = first.bottom <= second.top + 1 || second.bottom <= first.top + 1;
          return { section: grid.closest("section")!.id, stacked };
        }),
    );
    expect(pairs.map((pair) => pair.section)).toEqual(PICTURE_SECTIONS);
    expect(pairs.filter((pair) => pair.stacked)).toEqual([]);
  });
}

/** A URL scheme no browser loads: a file named with it is picked, fails at once, costs nothing. */
const UNLOADABLE = "unloadable:";

/**
 * Every picture on the current page at the current viewport: the width it is shown at, and the
 * file the browser picks for it on a first visit at this size, with the width of that file and of
 * the narrowest file it could have picked. The browser picks from a copy of each picture whose
 * files are named with an unloadable scheme: nothing is fetched, and no file of an earlier size is
 * in its memory (a browser prefers a wider file it already has, which would hide a size that gets
 * too narrow a file).
 */
async function picturesPicked(page: Page) {
  return page.evaluate(async (UNLOADABLE) => {
    // The file's own width (naturalWidth of a srcset image is divided by the density it was
    // given), read once a page.
    const known = window as Window & { fileWidths?: Map<string, Promise<number>> };
    const fileWidths = (known.fileWidths ??= new Map());
    const widthOf = (url: string) => {
      if (!fileWidths.has(url)) {
        const file = new Image();
        file.src = url;
        fileWidths.set(
          url,
          file.decode().then(() => file.naturalWidth),
        );
      }
      return fileWidths.get(url)!;
    };
    const pictures = [...document.querySelectorAll<HTMLImageElement>("img:not([data-placeholder-image])")];
    return Promise.all(
      pictures.map(async (image) => {
        // Asking for its box lays out a section kept unrendered away from the viewport too.
        const shown = image.getBoundingClientRect().width;
        const original = image.closest("picture") ?? image;
        const copy = original.cloneNode(true) as HTMLElement;
        const copyImage = copy instanceof HTMLImageElement ? copy : copy.querySelector("img")!;
        const candidates: number[] = [];
        for (const element of [copy, ...copy.querySelectorAll("[srcset]")]) {
          const srcset = element.getAttribute("srcset");
          if (!srcset) continue;
          const unloadable = srcset.split(",").map((candidate) => {
            const [url, descriptor] = candidate.trim().split(/\s+/);
            candidates.push(parseInt(descriptor, 10));
            return `${UNLOADABLE}${new URL(url, document.baseURI).href} ${descriptor}`;
          });
          element.setAttribute("srcset", unloadable.join(", "));
        }
        copyImage.loading = "eager";
        await new Promise((resolve) => copyImage.addEventListener("error", resolve));
        const url = copyImage.currentSrc.slice(UNLOADABLE.length);
        return {
          file: url.replace(/^.*\//, ""),
          shown,
          fileWidth: await widthOf(url),
          narrowest: Math.min(...candidates),
        };
      }),
    );
  }, UNLOADABLE);
}

// Two device pixels per CSS pixel is what the eye resolves at a phone's or a laptop's distance:
// denser screens, which are phones (below 768 px), get that too, not more. A file is a step of the ladder of widths (about a
// quarter, ContentImage.tsx) wider than needed at most, unless it is the narrowest there is.
// Every 40 px from the smallest phone to a large desktop, and the last width of each layout.
const LADDER_STEP = 1.3;
const PICTURE_WIDTHS = [...Array.from({ length: 41 }, (_, step) => 320 + 40 * step), 479, 767, 1023].sort(
  (a, b) => a - b,
);
test("each picture is a file twice its shown width on a dense screen, as wide on a 1x one, or a step wider, from 320 to 1920 px", async ({
  page,
}) => {
  // Forty-odd widths of each page with pictures, at three densities, on a machine that may be busy.
  test.setTimeout(180_000);
  // Chromium's own device metrics: Playwright sets a density only with a new browser context,
  // where the page would load again for each; this way each width is laid out once for all three.
  const screen = await page.context().newCDPSession(page);
  let count = 0;
  for (const route of ROUTES) {
    await page.goto(route);
    if ((await page.locator("img").count()) === 0) continue;
    for (const width of PICTURE_WIDTHS) {
      for (const density of width < 768 ? [1, 2, 3] : [1, 2]) {
        await screen.send("Emulation.setDeviceMetricsOverride", {
          width,
          height: 900,
          deviceScaleFactor: density,
          mobile: false,
        });
        const wanted = Math.min(density, 2);
        for (const { file, shown, fileWidth, narrowest } of await picturesPicked(page)) {
          count += 1;
          const label = `${route} at ${width} px, ${density}x: ${file}, ${fileWidth} px file shown at ${shown.toFixed(1)} px`;
          expect(fileWidth / shown, label).toBeGreaterThanOrEqual(wanted - 0.01);
          if (fileWidth > narrowest) expect(fileWidth / shown, label).toBeLessThanOrEqual(wanted * LADDER_STEP);
        }
      }
    }
  }
  expect(count).toBeGreaterThanOrEqual(8 * PICTURE_WIDTHS.reduce((sum, width) => sum + (width < 768 ? 3 : 2), 0));
});

test.describe("the menu on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await startIslands(page);
  });

  test("the menu button keeps its size when it opens", async ({ page }) => {
    const closed = await page.getByRole("button", { name: "Menu" }).boundingBox();
    await page.getByRole("button", { name: "Menu" }).click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    expect(await close.boundingBox()).toEqual(closed);
  });

  test("the page does not scroll behind the open menu", async ({ page }) => {
    const client = await page.context().newCDPSession(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const panel = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    // A scroll gesture up the page at a point, played whole before the promise settles. It is a
    // wheel's: headless Chromium plays no touch scrolling, and both scroll the same page.
    const scrollAt = (y: number) =>
      client.send("Input.synthesizeScrollGesture", {
        x: 40,
        y: Math.round(y),
        yDistance: -300,
        gestureSourceType: "mouse",
        speed: 2000,
      });
    const scrollTop = () => page.evaluate(() => document.scrollingElement!.scrollTop);
    // The compositor routes a gesture by the last frame it drew: wait for a frame drawn after the
    // menu opened or closed.
    const drawn = () =>
      page.evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
    const onThePanel = panel.y + panel.height / 2;
    const belowThePanel = panel.y + panel.height + 100;

    await drawn();
    await scrollAt(onThePanel);
    await scrollAt(belowThePanel);
    expect(await scrollTop()).toBe(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

    // The same gesture scrolls the page once the menu is closed.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await drawn();
    await scrollAt(belowThePanel);
    await expect.poll(scrollTop).toBeGreaterThan(0);
  });

  test("focus stays inside the open menu; Escape closes it and gives focus back", async ({ page }) => {
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const close = page.getByRole("button", { name: "Close menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links.first()).toBeFocused();
    const count = await links.count();

    // Forwards through every link, past the last to the button, and on to the first link again.
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press("Tab");
      await expect(links.nth(index)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();

    // Backwards: from the first link to the button, then round to the last link.
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(links.last()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test("cards side by side start their title, text and list on the same lines, from 768 to 1920 px", async ({ page }) => {
  for (const width of [768, 1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const grids = await page.locator("main ul:has(> li h3)").all();
    expect(grids.length).toBeGreaterThanOrEqual(3);
    for (const grid of grids) {
      // Sections far below the first screen are laid out once they come near it.
      await grid.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const misaligned = await grid.evaluate((list) => {
        const cards = [...list.children].map((card) => ({
          top: Math.round(card.getBoundingClientRect().top),
          parts: [...card.children].map((part) => Math.round(part.getBoundingClientRect().top)),
          title: card.querySelector("h3")?.textContent,
        }));
        return cards
          .filter((card) => cards.some((other) => other !== card && other.top === card.top))
          .filter((card) => {
            const first = cards.find((other) => other.top === card.top)!;
            return card.parts.some((top, part) => top !== first.parts[part]);
          })
          .map((card) => card.title);
      });
      expect(misaligned, `at ${width} px`).toEqual([]);
    }
  }
});
