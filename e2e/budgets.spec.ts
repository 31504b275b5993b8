/**
 * Byte budgets and loading rules for the production build.
 * Deterministic, so they are tests; timings are measured by `npm run bench`, never here.
 */
import { expect, test, type Response } from "@playwright/test";
import { fetchScripts } from "../bench/fetched-scripts.mjs";
import { startIslands } from "./islands";

const KB = 1024;

// JavaScript as the browser gets it (bench/fetched-scripts.mjs, the bench's measure too): every
// script response while the page loads, in the few seconds after, and when a visitor's first
// input runs the islands, gzip level 9, summed. The islands run on Preact (plugins/islands/
// bundle.ts): 12 KB holds them all, a quarter of React DOM alone; an island that pulls in a
// library of its own shows here.
for (const [route, budgetKB] of [
  ["/", 12],
  ["/blog", 12],
  ["/no-such-page", 12],
] as const) {
  test(`${route} gets at most ${budgetKB} KB of JavaScript (gzip), all of it the islands bundle`, async ({ page }) => {
    const { gzipBytes, scripts } = await fetchScripts(page, route, startIslands);
    const urls = scripts.map((script: { path: string }) => script.path);
    console.log(
      `${route}: ${(gzipBytes / KB).toFixed(1)} KB of JavaScript (gzip) in ${urls.length} file(s): ${urls.join(" ")}`,
    );
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/islands-[0-9a-f]{20}\.js$/);
    expect(gzipBytes).toBeLessThanOrEqual(budgetKB * KB);
  });
}

// A new TCP connection sends ten 1460-byte packets before it waits for an answer (its initial
// congestion window, RFC 6928): one byte more and what they carry waits a whole round trip longer.
const FIRST_ROUND_TRIP = 10 * 1460;

// The landing page's response as the browser receives it fits in the first round trip, so the
// browser asks for the hero picture it names one round trip sooner: on Lighthouse's phone, the
// page's largest paint comes about 150 ms earlier (docs/performance.md).
test("the landing page's response, headers and compressed HTML, fits in a new connection's first round trip", async ({
  page,
}) => {
  const response = await page.goto("/");
  const { responseHeadersSize, responseBodySize } = await response!.request().sizes();
  console.log(
    `landing page: ${responseHeadersSize} B of headers and ${responseBodySize} B of ` +
      `${response!.headers()["content-encoding"]} HTML, ${FIRST_ROUND_TRIP} B in the first round trip`,
  );
  expect(response!.headers()["content-encoding"]).toBe("br");
  expect(responseHeadersSize + responseBodySize).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
});

// A phone of 3 device pixels per CSS pixel, the densest common screen: its pictures are capped at
// twice their width (ContentImage.tsx), so it loads the same files a 2x phone does.
test.describe("images on a 375 px phone at 3x", () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test("all pictures together are at most 200 KB, the largest at most 40 KB, each with its intrinsic size", async ({
    page,
  }) => {
    const imageBytes = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "image" || response.url().startsWith("data:")) return;
      imageBytes.set(response.url(), (await response.body()).length);
    });
    await page.goto("/");
    const shown: string[] = [];
    for (const image of await page.locator("main [data-main-image]").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
      shown.push(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
    }
    // Each picture's bytes are read as its response comes in: wait until every one shown is counted.
    await expect.poll(() => shown.filter((url) => !imageBytes.has(url))).toEqual([]);
    const pictures = [...imageBytes].filter(([url]) => url.includes("/static/"));
    expect(pictures.length).toBeGreaterThanOrEqual(8);
    const total = pictures.reduce((sum, [, bytes]) => sum + bytes, 0);
    const [largestUrl, largest] = pictures.sort((a, b) => b[1] - a[1])[0];
    console.log(
      `pictures at 375 px 3x: ${(total / KB).toFixed(1)} KB in ${pictures.length}, ` +
        `the largest ${(largest / KB).toFixed(1)} KB (${largestUrl})`,
    );
    expect(total).toBeLessThanOrEqual(200 * KB);
    expect(largest).toBeLessThanOrEqual(40 * KB);

    const unsized = await page
      .locator("main [data-main-image]")
      .evaluateAll(
        (images) => images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).length,
      );
    expect(unsized).toBe(0);
  });

  test("the LCP image loads at once with high priority; images below the fold are lazy, their placeholders too", async ({
    page,
  }) => {
    await page.goto("/");
    const images = page.locator("main [data-main-image]");
    const first = images.first();
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    const rest = await images.evaluateAll((all) => all.slice(1).map((img) => img.getAttribute("loading")));
    expect(rest.length).toBeGreaterThanOrEqual(7);
    expect(new Set(rest)).toEqual(new Set(["lazy"]));
    // Only the first screen's picture has a blurred placeholder inlined: the others show the tile.
    const placeholders = page.locator("main [data-placeholder-image]");
    await expect(placeholders).toHaveCount(1);
    expect(await placeholders.evaluate((img) => img.closest("section")?.id)).toBe("hero");

    // Whatever the browser picks as the largest paint must not be a lazy image.
    const lcp = await page.evaluate(
      () =>
        new Promise<{ tag: string; loading: string | null }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const element = entries[entries.length - 1].element;
            resolve({ tag: element?.tagName ?? "", loading: element?.getAttribute("loading") ?? null });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcp.loading).not.toBe("lazy");
  });
});

test("fonts: self-hosted woff2, at most two on first load, preloaded, font-display swap", async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/");
  // Every font face the page uses has loaded (or failed) by then.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.length).toBeLessThanOrEqual(2);
  for (const font of fonts) {
    expect(font.startsWith(`${baseURL}/static/`)).toBe(true);
    expect(font.endsWith(".woff2")).toBe(true);
  }
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloaded.sort()).toEqual([...fonts].sort());
  const fontFaces = await page.evaluate(() => [...document.fonts].map((face) => face.display));
  expect(fontFaces.length).toBeGreaterThan(0);
  expect(new Set(fontFaces)).toEqual(new Set(["swap"]));
});

test.describe("the hero picture on Lighthouse's phone (412 px at 1.75x)", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("arrives in the first round trip of a new connection, its headers included", async ({ page }) => {
    const responses = new Map<string, Response>();
    page.on("response", (response) => responses.set(response.url(), response));
    await page.goto("/", { waitUntil: "load" });
    const heroUrl = await page
      .locator("main [data-main-image]")
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const response = responses.get(heroUrl)!;
    expect(response.url()).toMatch(/\.avif$/);
    const { responseBodySize, responseHeadersSize } = await response.request().sizes();
    console.log(`hero picture at 412 px: ${responseBodySize} + ${responseHeadersSize} header bytes`);
    expect(responseBodySize + responseHeadersSize).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });
});
