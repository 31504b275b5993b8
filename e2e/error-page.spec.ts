import { expect, test } from "@playwright/test";

// SPEC §8: an error while a page renders shows a generic page titled "Unexpected Application
// Error" with a way home, not a blank or half-broken page. On the built site, what renders in the
// browser is the islands (the rest is the build's HTML): one that fails replaces the page with the
// error page the build wrote into it (src/islands/IslandBoundary.tsx).

test("an island that fails as it renders replaces the page with the error page, styled and with a way home", async ({
  page,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective}`),
    ),
  );
  page.on("console", (message) => {
    if (message.text().startsWith("CSP violation")) violations.push(message.text());
  });
  await page.goto("/");
  // The menu's island given props it cannot render with, before the islands run.
  await page.locator('[data-island="SiteMenu"]').evaluate((island: HTMLElement) => {
    island.dataset.props = "{}";
  });
  // A first input runs the islands (plugins/islands/loader.js).
  await page.keyboard.press("Shift");
  const heading = page.getByRole("heading", { level: 1, name: "Unexpected Application Error" });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle("Unexpected Application Error");
  await expect(page.getByText("Paid chats redefined.")).toHaveCount(0);
  // Styled by the build's own CSS: the page's font, not the browser's default serif.
  await expect(heading).toHaveCSS("font-family", /Space Grotesk/);
  expect(violations).toEqual([]);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Paid chats redefined.")).toBeVisible();
});
