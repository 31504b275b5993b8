import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { loadEveryPicture } from "./lay-out";
import { NOT_FOUND_TEXT, ROUTES } from "./required-content";

const SITE_URL = "https://parley.example";

test.describe("production headers", () => {
  for (const route of ROUTES) {
    test(`${route} is served with the security headers`, async ({ page }) => {
      const response = await page.goto(route);
      const headers = response!.headers();
      // The page's policy is in its <meta>, but for frame-ancestors, which only a header can say,
      // and upgrade-insecure-requests, which the local server (plain HTTP) leaves out of it. An
      // unknown path has no rule of its own: X-Frame-Options keeps it out of frames.
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(policy).toContain("default-src 'self'");
      if (route !== "/no-such-page") expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(headers["x-frame-options"]).toBe("DENY");
      // Pages revalidate on every visit; an unknown path gets the host's default, which is the same on Netlify.
      if (route !== "/no-such-page") expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    });
  }

  test("hashed assets are cached for a year, page data revalidated, text compressed", async ({ page, request }) => {
    await page.goto("/");
    // The islands bundle the page's loader lists.
    const [script] = JSON.parse((await page.locator("#island-scripts").textContent())!) as string[];
    const asset = await request.get(script, { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("gzip");
    const pageData = await request.get("/page-data/index/page-data.json");
    expect(pageData.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("loading a page requests nothing from any other origin", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) foreign.push(req.url());
    });
    for (const route of ROUTES) {
      await page.goto(route);
      await loadEveryPicture(page);
    }
    expect(foreign).toEqual([]);
  });
});

test("a crawl of the built site finds no broken internal link, anchor or asset", async ({ page, request }) => {
  const pending = ["/"];
  const visited = new Set<string>();
  const broken: string[] = [];
  while (pending.length > 0) {
    const route = pending.pop()!;
    if (visited.has(route)) continue;
    visited.add(route);
    const response = await page.goto(route);
    if (response?.status() !== 200) {
      broken.push(`${route} answered ${response?.status()}`);
      continue;
    }
    const { links, assets, anchors, ids } = await page.evaluate(() => {
      const local = (url: string) => new URL(url, location.href);
      const sameOrigin = (url: URL) => url.origin === location.origin;
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) =>
        local(a.getAttribute("href")!),
      );
      const assetUrls = [
        ...[...document.querySelectorAll("[src]")].map((e) => e.getAttribute("src")!),
        ...[...document.querySelectorAll("link[href]")].map((e) => e.getAttribute("href")!),
        ...[...document.querySelectorAll("[srcset]")].flatMap((e) =>
          e
            .getAttribute("srcset")!
            .split(",")
            .map((candidate) => candidate.trim().split(/\s+/)[0]),
        ),
        ...[...document.querySelectorAll("noscript")].flatMap((n) =>
          [...(n.textContent ?? "").matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap((m) =>
            m[1].split(",").map((c) => c.trim().split(/\s+/)[0]),
          ),
        ),
      ].map(local);
      return {
        links: hrefs
          .filter(sameOrigin)
          .filter((u) => !u.hash)
          .map((u) => u.pathname),
        anchors: hrefs
          .filter(sameOrigin)
          .filter((u) => u.hash)
          .map((u) => u.hash.slice(1)),
        assets: assetUrls.filter(sameOrigin).map((u) => u.pathname + u.search),
        ids: [...document.querySelectorAll("[id]")].map((e) => e.id),
      };
    });
    for (const anchor of anchors) if (!ids.includes(anchor)) broken.push(`${route}: #${anchor} has no target`);
    for (const asset of new Set(assets)) {
      const answer = await request.get(asset);
      if (answer.status() !== 200) broken.push(`${route}: ${asset} answered ${answer.status()}`);
    }
    pending.push(...links.filter((link) => !visited.has(link)));
  }
  expect(visited.size).toBeGreaterThanOrEqual(2);
  expect(broken).toEqual([]);
});

test.describe("search and sharing", () => {
  test("each page has a unique title and description, a canonical URL and social cards", async ({ page, request }) => {
    const seen = new Set<string>();
    for (const [route, canonicalPath] of [
      ["/", "/"],
      ["/blog", "/blog"],
    ] as const) {
      await page.goto(route);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title.length).toBeGreaterThan(5);
      expect(description!.length).toBeGreaterThan(20);
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${canonicalPath}`);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0B0D17");
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE_URL}${canonicalPath}`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

      const imageUrl = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(imageUrl).toMatch(new RegExp(`^${SITE_URL}/static/`));
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      const image = await request.get(new URL(imageUrl!).pathname);
      expect(image.status()).toBe(200);
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, new URL(imageUrl!).pathname);
      expect(size).toEqual([1200, 630]);
    }
  });

  test("the landing page describes the organisation and the site in JSON-LD", async ({ page, request }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as { "@type": string; sameAs?: string[]; logo?: string });
    const organization = data.find((entry) => entry["@type"] === "Organization");
    const website = data.find((entry) => entry["@type"] === "WebSite");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "Parley",
      url: SITE_URL,
      email: "hello@parley.example",
    });
    expect(organization?.sameAs).toContain("https://x.com/parleyprotocol");
    const logo = await request.get(new URL(organization?.logo ?? "").pathname);
    expect(logo.status()).toBe(200);
    expect(website).toMatchObject({ "@context": "https://schema.org", name: "Parley", url: SITE_URL });
  });

  test("the 404 page is not indexed and not in the sitemap; robots.txt points to the sitemap", async ({
    page,
    request,
  }) => {
    await page.goto("/no-such-page");
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemapPath = new URL(/<loc>([^<]+)<\/loc>/.exec(index)![1]).pathname;
    const sitemap = await (await request.get(sitemapPath)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locations).toEqual([`${SITE_URL}/`, `${SITE_URL}/blog`]);
  });

  test("the favicon is inline, the home-screen icon is there, and the site offers no app to install", async ({
    page,
    request,
  }) => {
    /** Width and height from a PNG's header. */
    const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    await page.goto("/");
    const favicon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(favicon).toMatch(/^data:image\/png;base64,/);
    expect(pngSize(Buffer.from(favicon!.split(",")[1], "base64"))).toEqual([32, 32]);
    const touchIcon = await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!);
    expect(touchIcon.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await touchIcon.body())).toEqual([180, 180]);
    // A marketing page is not the app: browsers get no manifest to offer it for installing.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  });

  test("the browser editor has a policy of its own, stays out of search engines, and only it loads its code", async ({
    request,
  }) => {
    const editor = await request.get("/admin/");
    expect(editor.status()).toBe(200);
    expect(editor.headers()["x-robots-tag"]).toBe("noindex");
    expect(editor.headers()["content-security-policy"]).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(await editor.text()).toContain('<script src="/admin/decap-cms.js">');
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).not.toContain("/admin");
    for (const route of ROUTES) {
      expect(await (await request.get(route)).text()).not.toContain("/admin/");
    }
  });
});

test("every published path of a page gets the framing policy and revalidates, in Netlify's rules and from the server", async ({
  request,
}) => {
  const root = path.join(__dirname, "..");
  const publicDir = path.join(root, "public");
  const { parseAllHeaders } = await import("@netlify/headers-parser");
  const { headers: rules, errors } = await parseAllHeaders({
    headersFiles: [path.join(publicDir, "_headers")],
    netlifyConfigPath: path.join(root, "netlify.toml"),
    configHeaders: undefined,
    minimal: false,
  });
  expect(errors).toEqual([]);
  // Each page file is served at its own name and at its name without ".html" or "index.html".
  const pageFiles = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !/^(?:admin|_gatsby|page-data)\//.test(file))
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile());
  const pagePaths = pageFiles.flatMap((file) => [`/${file}`, `/${file.replace(/(?:index)?\.html$/, "")}`]);
  expect(pagePaths).toEqual(expect.arrayContaining(["/index.html", "/", "/blog.html", "/blog", "/404.html"]));

  for (const urlPath of pagePaths) {
    const matching = rules.filter((rule) => "forRegExp" in rule && rule.forRegExp.test(urlPath));
    const ruleValue = (name: string) =>
      matching.flatMap((rule) => Object.entries(rule.values).filter(([key]) => key.toLowerCase() === name));
    expect(ruleValue("content-security-policy"), urlPath).toHaveLength(1);
    expect(ruleValue("content-security-policy")[0][1], urlPath).toBe(
      "frame-ancestors 'none'; upgrade-insecure-requests",
    );
    expect(
      ruleValue("cache-control").map(([, value]) => value),
      urlPath,
    ).toEqual(["public, max-age=0, must-revalidate"]);

    const response = await request.get(urlPath, { maxRedirects: 0 });
    expect(response.status(), urlPath).toBe(200);
    // The local server speaks plain HTTP: it leaves the upgrade to HTTPS out.
    expect(response.headers()["content-security-policy"], urlPath).toBe("frame-ancestors 'none'");
    expect(response.headers()["cache-control"], urlPath).toBe("public, max-age=0, must-revalidate");
  }
});
