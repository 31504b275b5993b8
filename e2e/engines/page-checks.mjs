// The smoke checks every engine runs (e2e/engines/firefox.mjs, webkit.mjs), written once against a
// small driver each engine's client provides. The functions passed to `evaluate` run in the page:
// they are sent as their source text, so each is self-contained.
import assert from "node:assert/strict";

/**
 * What a browser client does for the checks.
 * @typedef {object} Driver
 * @property {(path: string) => Promise<void>} goto loads a path of the served build and waits for its load event
 * @property {<T>(fn: (...args: any[]) => T | Promise<T>, ...args: unknown[]) => Promise<T>} evaluate
 * @property {(selector: string) => Promise<void>} click clicks an element as a pointer would
 * @property {() => Promise<void>} pressEscape
 * @property {(selector: string, index: number) => Promise<void>} showTooltip opens the tooltip of
 *   the `index`th element `selector` finds, as a visitor would, and waits until it shows
 * @property {() => string[]} problems console errors, uncaught errors and policy violations so far
 */

/** The pages and screens every engine is checked at. */
export const PAGES = ["/", "/blog", "/no-such-page"];
export const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
];

/** The phone menu's dimming (theme.ts, overlays.scrim) as the browser computes it. */
const SCRIM = "rgba(5, 6, 12, 0.7)";

/** What the 404 page logs on purpose, and the browser's note that the document answered 404. */
const EXPECTED_MESSAGES = [
  /404 Error: User attempted to access non-existent route:/,
  /Failed to load resource: the server responded with a status of 404/,
];

/** How far the page is wider than the screen, and whether the display font and every picture in view loaded. */
function pageState() {
  const root = document.documentElement;
  const inView = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return img.loading !== "lazy" || (box.bottom > 0 && box.top < innerHeight && box.width > 0);
  });
  return {
    overflow: root.scrollWidth - root.clientWidth,
    font: document.fonts.check('1em "Space Grotesk Variable"'),
    brokenPictures: inView.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc),
  };
}

/** Waits for the fonts and every eager picture to finish loading, or failing. */
async function picturesSettled() {
  await document.fonts.ready;
  const loading = [...document.images].filter((img) => img.loading !== "lazy" && !img.complete);
  const settled = (/** @type {HTMLImageElement} */ img) =>
    new Promise((done) => {
      img.addEventListener("load", done, { once: true });
      img.addEventListener("error", done, { once: true });
    });
  await Promise.all(loading.map(settled));
}

/**
 * Each loaded picture: the width of the file the browser chose, and of the file sizes asks for,
 * the smallest at least as wide as the picture's width times the screen's density (two thirds of
 * that on a 3x screen), the width being what sizes may say of it: up to 2% and a pixel more
 * (ContentImage.tsx).
 */
function pictureChoices() {
  return [...document.querySelectorAll("picture img[data-main-image]")]
    .filter((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)
    .map((node) => {
      const img = /** @type {HTMLImageElement} */ (node);
      const file = new URL(img.currentSrc).pathname;
      const source = [...(img.parentElement?.querySelectorAll("source") ?? [])].find((s) => s.srcset.includes(file));
      const candidates = (source?.srcset ?? "").split(",").map((candidate) => {
        const [url, width] = candidate.trim().split(/\s+/);
        return { url, width: parseInt(width, 10) };
      });
      const density = devicePixelRatio >= 3 ? (devicePixelRatio * 2) / 3 : devicePixelRatio;
      const needed = (img.getBoundingClientRect().width * 1.02 + 1) * density;
      const widths = candidates.map((candidate) => candidate.width).sort((a, b) => a - b);
      return {
        file,
        chosen: candidates.find((candidate) => candidate.url === file)?.width ?? NaN,
        asked: widths.find((width) => width >= needed) ?? widths[widths.length - 1],
      };
    });
}

/** The phone menu's panel and what shows around it. */
function menuState() {
  const nav = /** @type {HTMLElement} */ (document.querySelector("[data-nav-panel]"));
  const header = /** @type {HTMLElement} */ (document.querySelector("header"));
  const dimming = getComputedStyle(header, "::after");
  const current = nav.querySelector('[aria-current="page"]');
  return {
    open: nav.getClientRects().length > 0 && getComputedStyle(nav).display !== "none",
    panelTop: nav.getBoundingClientRect().top,
    headerBottom: header.getBoundingClientRect().bottom,
    dimming: dimming.position === "absolute" ? dimming.backgroundColor : "none",
    dimmedHeight: parseFloat(dimming.height),
    screenHeight: innerHeight,
    current: current && {
      line: getComputedStyle(current).textDecorationLine,
      thickness: getComputedStyle(current).textDecorationThickness,
    },
  };
}

/** Whether the phone menu's panel closes within a second (some engines close it a frame later). */
function menuClosed() {
  const nav = /** @type {HTMLElement} */ (document.querySelector("[data-nav-panel]"));
  const start = performance.now();
  return new Promise((done) => {
    (function check() {
      const closed = getComputedStyle(nav).display === "none";
      if (closed || performance.now() - start > 1000) done(closed);
      else requestAnimationFrame(check);
    })();
  });
}

/** Every placeholder on the page, in order. */
const PLACEHOLDERS = '[role="link"][aria-disabled="true"]';

/**
 * Scrolls the `index`th placeholder to the middle of the screen, at once, and again once the
 * sections it passed have been laid out (content-visibility), which moves it.
 */
function scrollToPlaceholder(/** @type {string} */ selector, /** @type {number} */ index) {
  const placeholder = document.querySelectorAll(selector)[index];
  const centre = () => placeholder.scrollIntoView({ block: "center", behavior: "instant" });
  centre();
  return new Promise((done) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        centre();
        done(undefined);
      }),
    );
  });
}

/** The `index`th placeholder's tooltip: shown, on screen, and which links or placeholders it covers. */
function tooltipState(/** @type {string} */ selector, /** @type {number} */ index) {
  const overlap = (/** @type {DOMRect} */ a, /** @type {DOMRect} */ b) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const trigger = document.querySelectorAll(selector)[index];
  const tip = /** @type {HTMLElement} */ (document.getElementById(trigger.getAttribute("aria-describedby") ?? ""));
  const box = tip.getBoundingClientRect();
  const root = document.documentElement;
  return {
    label: trigger.textContent,
    shown: getComputedStyle(tip).display !== "none" && getComputedStyle(tip).visibility === "visible",
    onScreen: box.left >= 0 && box.right <= root.clientWidth && box.top >= 0 && box.bottom <= innerHeight,
    covered: [...document.querySelectorAll('a[href], [role="link"]')]
      .filter((other) => other !== trigger && overlap(other.getBoundingClientRect(), box))
      .map((other) => other.textContent),
  };
}

/**
 * Loads `path` at `viewport` and checks it: no horizontal overflow, the font and pictures load,
 * each picture is the file its sizes asks for, the phone menu opens (dimming the page, under the
 * header's border, its current page underlined) and closes, the desktop's current page is
 * underlined, each placeholder's tooltip shows on screen without covering a link, and nothing
 * was logged as an error or blocked by the policy.
 *
 * @param {Driver} driver
 * @param {string} path
 * @param {{ width: number, height: number }} viewport
 */
export async function checkPage(driver, path, viewport) {
  await driver.goto(path);
  await driver.evaluate(picturesSettled);
  const page = await driver.evaluate(pageState);
  assert.ok(page.overflow <= 0, `${path} is ${page.overflow} px wider than the screen`);
  assert.ok(page.font, `${path}: the display font did not load`);
  assert.deepEqual(page.brokenPictures, [], `${path}: pictures failed to load`);

  for (const picture of await driver.evaluate(pictureChoices)) {
    assert.ok(
      picture.chosen <= picture.asked,
      `${path}: ${picture.file} is ${picture.chosen}w, sizes asks for ${picture.asked}w`,
    );
  }

  const isCurrent = path === "/" || path === "/blog";
  if (viewport.width < 768) {
    await driver.click("[data-menu-button]");
    const open = await driver.evaluate(menuState);
    assert.ok(open.open, `${path}: the menu did not open`);
    assert.equal(open.dimming, SCRIM, `${path}: the page under the open menu is not dimmed`);
    assert.ok(open.dimmedHeight >= open.screenHeight - open.headerBottom, `${path}: the dimming stops short`);
    assert.ok(open.panelTop >= open.headerBottom - 0.5, `${path}: the panel hides the header's border`);
    if (isCurrent) assert.deepEqual(open.current, { line: "underline", thickness: "2px" }, `${path}: current page`);
    await driver.pressEscape();
    assert.equal(await driver.evaluate(menuClosed), true, `${path}: Escape did not close the menu`);
  } else {
    const current = await driver.evaluate(menuState);
    if (isCurrent) assert.deepEqual(current.current, { line: "underline", thickness: "2px" }, `${path}: current page`);
  }

  const placeholders = await driver.evaluate((selector) => document.querySelectorAll(selector).length, PLACEHOLDERS);
  assert.ok(placeholders > 0, `${path} has no placeholder`);
  for (let index = 0; index < placeholders; index++) {
    await driver.evaluate(scrollToPlaceholder, PLACEHOLDERS, index);
    await driver.showTooltip(PLACEHOLDERS, index);
    const tooltip = await driver.evaluate(tooltipState, PLACEHOLDERS, index);
    assert.deepEqual(
      tooltip,
      { label: tooltip.label, shown: true, onScreen: true, covered: [] },
      `${path}: the tooltip of ${tooltip.label}`,
    );
  }

  const problems = driver.problems().filter((text) => !EXPECTED_MESSAGES.some((expected) => expected.test(text)));
  assert.deepEqual(problems, [], `${path}: errors`);
}
