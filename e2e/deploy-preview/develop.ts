import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { freePort } from "../free-port";
import { previewCopy, test } from "./preview-copy";

// `npm run develop` renders what ships: each page's markup as the production build renders it,
// with its islands run by the same components, and edits to content and styles reach an open
// page without a reload. It runs in the deploy preview's copy once the round trip has given that
// copy back the shipped content (last of deploy-preview.spec.ts), so it starts from the copy's
// build cache (pictures already made) and is compared with the repository's production build,
// which the other browser tests serve.

/** What Gatsby prints when the port it was given was taken by the time it looked. */
const PORT_TAKEN = "Something is already running at port";

/**
 * `npm run develop` in `project`, as a developer runs it: on a terminal, not under CI, where
 * Gatsby renders development pages with React's production build, which its development JSX
 * runtime cannot run with. Resolves with its address once it serves pages. Gatsby's development
 * server takes no port 0, so it is given a port free a moment before; if another process took it
 * in that moment, it starts again on another.
 */
async function startDevelop(project: string, tries = 3): Promise<{ url: string; child: ChildProcess }> {
  const port = freePort();
  const environment = { ...process.env };
  delete environment.CI;
  const child = spawn("npm", ["run", "develop", "--", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: project,
    env: { ...environment, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "inherit"],
    // Its own process group: stopping it stops Gatsby's workers too.
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("You can now view")) resolve(`http://127.0.0.1:${port}`);
      if (output.includes(PORT_TAKEN)) process.kill(-child.pid!);
    });
    child.on("exit", (code) => reject(new Error(`npm run develop stopped (${code}):\n${output}`)));
  }).catch((error: Error) => {
    if (tries > 1 && error.message.includes(PORT_TAKEN)) return null;
    throw error;
  });
  return url === null ? startDevelop(project, tries - 1) : { url, child };
}

/**
 * The page's markup as it arrives, before any script: what is inside Gatsby's page wrapper, with
 * each Emotion class named by the CSS rules it applies (development hashes some class names
 * differently where styles are composed) and React's generated ids numbered in order (they count
 * the components around the page, which Gatsby's development server nests differently).
 */
function renderedMarkup(page: Page): Promise<string> {
  return page.evaluate(() => {
    const rulesOf = new Map<string, string[]>();
    const collect = (rules: CSSRuleList, context: string) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const name of new Set(rule.selectorText.match(/css-[\w-]+/g) ?? [])) {
            const text = rule.cssText.replace(/css-[\w-]+/g, (other) => (other === name ? "this" : "another"));
            rulesOf.set(name, [...(rulesOf.get(name) ?? []), `${context}${text}`]);
          }
        } else if (rule instanceof CSSGroupingRule) {
          collect(rule.cssRules, `${context}${rule.cssText.slice(0, rule.cssText.indexOf("{"))}`);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules, "");
    const ids = new Map<string, string>();
    return (document.getElementById("gatsby-focus-wrapper")?.innerHTML ?? "<no page>")
      .replace(/\bcss-[\w-]+/g, (name) => `{${(rulesOf.get(name) ?? ["no rules"]).join(" ")}}`)
      .replace(/:R[\w]+:/g, (id) => ids.get(id) ?? ids.set(id, `:id${ids.size}:`).get(id)!);
  });
}

test.describe("npm run develop", () => {
  let develop: { url: string; child: ChildProcess };
  test.beforeAll(async () => {
    // Bootstrapping, then bundling the development runtime: minutes on a busy machine.
    test.setTimeout(600_000);
    develop = await startDevelop(previewCopy());
  });
  test.afterAll(() => {
    if (develop?.child.pid && develop.child.exitCode === null) process.kill(-develop.child.pid);
  });

  test('serves the copy as it is now: with every post deleted in /admin/, /blog says "Coming soon..." and names no feed', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto(`${develop.url}/blog`, { timeout: 240_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.getByText("Coming soon...")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  });

  for (const route of ["/", "/blog"]) {
    test(`renders ${route} as the production build does`, async ({ browser }) => {
      // The first request for a page bundles its server renderer: minutes on a busy machine.
      test.setTimeout(300_000);
      // Without the header, the development server sends a page without its markup, for the
      // browser to render, when rendering it on the server takes a while.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        extraHTTPHeaders: { "x-gatsby-wait-for-dev-ssr": "1" },
      });
      const page = await context.newPage();
      await page.goto(route);
      const shipped = await renderedMarkup(page);
      await page.goto(`${develop.url}${route}`, { timeout: 240_000 });
      expect(await renderedMarkup(page)).toBe(shipped);
      await context.close();
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("runs the menu's and the placeholders' islands", async ({ page }) => {
      await page.goto(develop.url);
      const button = page.getByRole("button", { name: "Menu" });
      // The islands render aria-expanded once they run in the browser.
      await expect(button).toHaveAttribute("aria-expanded", "false", { timeout: 60_000 });
      await button.click();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

      await page.getByRole("link", { name: "Privacy (not available yet)" }).focus();
      await expect(page.getByRole("tooltip", { name: "Coming soon" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("tooltip")).toHaveCount(0);
    });

    test("shows an edit of content or style on the open page, without reloading it", async ({ page }) => {
      await page.goto(develop.url);
      const tagline = page.getByText("Paid chats redefined.", { exact: true });
      await expect(tagline).toHaveCSS("letter-spacing", /^-/);
      const spacing = await tagline.evaluate((element) => getComputedStyle(element).letterSpacing);
      // Set on this page only: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));

      const content = path.join(previewCopy(), "data", "sections", "hero.json");
      fs.writeFileSync(
        content,
        fs.readFileSync(content, "utf8").replace("Paid chats redefined.", "Paid chats, edited live."),
      );
      const edited = page.getByText("Paid chats, edited live.", { exact: true });
      await expect(edited).toBeVisible({ timeout: 60_000 });

      const styles = path.join(previewCopy(), "src", "components", "sections", "Hero.tsx");
      fs.writeFileSync(
        styles,
        fs.readFileSync(styles, "utf8").replace("letter-spacing: -0.02em;", "letter-spacing: 0.1em;"),
      );
      await expect(edited).not.toHaveCSS("letter-spacing", spacing, { timeout: 60_000 });
      expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
    });
  });
});
