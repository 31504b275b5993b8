import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "./required-content";

// From the smallest phone to a large desktop: nothing may overflow sideways.
for (const width of [320, 375, 768, 1024, 1440, 1920]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const route of ROUTES) {
      await page.goto(route);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, route).toBeLessThanOrEqual(width);
    }
  });
}

test("tap targets are at least 44 by 44 px on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const route of ROUTES) {
    await page.goto(route, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Menu" }).click();
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
 * card, or cut off by its box. Sections laid out only near the viewport are laid out first, so
 * the whole page is measured.
 */
function findTextOutOfPlace(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const section of document.querySelectorAll<HTMLElement>("main section")) {
      section.style.contentVisibility = "visible";
    }
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
});

test("no heading breaks inside a word, hyphenated words included, from 320 to 1920 px", async ({ page }) => {
  // A hundred layouts of the whole landing page.
  test.setTimeout(180_000);
  await page.goto("/");
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>("main section").forEach((section) => {
      section.style.contentVisibility = "visible";
    }),
  );
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
  if (join!.y !== discover!.y) expect(Math.round(join!.width)).toBe(Math.round(discover!.width));
});

for (const width of [768, 900, 1023]) {
  test(`a tablet ${width} px wide keeps text and picture side by side`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto("/");
    // Each pairing of a text with a picture: a grid of two, one of them holding the picture.
    const stacked = await page.evaluate(() =>
      [...document.querySelectorAll("main section div")]
        .filter((grid) => getComputedStyle(grid).display === "grid" && grid.children.length === 2)
        .filter((grid) =>
          [...grid.children].some((child) => child.matches("picture, img") || child.querySelector("img")),
        )
        .filter((grid) => {
          const [first, second] = [...grid.children].map((child) => child.getBoundingClientRect());
          return first.bottom <= second.top + 1 || second.bottom <= first.top + 1;
        })
        .map((grid) => grid.closest("section")!.id),
    );
    expect(stacked).toEqual([]);
  });
}
