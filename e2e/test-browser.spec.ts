import { expect, test } from "@playwright/test";
import { DISABLED_FEATURES } from "../playwright.config";

// The browser the tests drive is Playwright's, less the UI it never shows (playwright.config.ts):
// Chromium reads only the last --disable-features switch, so the config's list must hold every
// feature Playwright disables itself, or the tests would run in a browser Playwright never meant.
test("the test browser keeps every feature Playwright turns off", async ({ page }) => {
  await page.goto("chrome://version");
  const commandLine = (await page.locator("#command_line").innerText()).split(/\s+/);
  const lists = commandLine
    .filter((part) => part.startsWith("--disable-features="))
    .map((part) => part.slice("--disable-features=".length).split(","));
  expect(lists.at(-1)).toEqual(DISABLED_FEATURES);
  for (const feature of lists.flat())
    expect(DISABLED_FEATURES, `${feature} is disabled by Playwright`).toContain(feature);
});
