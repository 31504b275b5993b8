import { expect, test } from "@playwright/test";
import { DISABLED_FEATURES } from "../playwright.config";

// DISABLED_FEATURES replaces Playwright's own --disable-features (see playwright.config.ts).
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
