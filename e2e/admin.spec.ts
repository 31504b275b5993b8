import { expect, test } from "@playwright/test";

// The built editor (/admin/), as the host serves it with its own Content-Security-Policy: its
// scripts are requested, answered and run (Decap draws its login), and nothing it does breaks the
// policy.

test("/admin/ loads its scripts, runs them to the editor's login, and breaks no policy", async ({ page, baseURL }) => {
  const scripts = new Map<string, number>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.set(new URL(response.url()).pathname, response.status());
  });
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!) && !/^(data|blob):/.test(request.url())) foreign.push(request.url());
  });
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on("console", (message) => {
    if (/CSP violation|Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  const answer = await page.goto("/admin/");
  expect(answer?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
  // Decap's editor is 1.5 MB of script (gzip) to parse and start.
  await expect(page.getByRole("button", { name: /Login/ })).toBeVisible({ timeout: 90_000 });
  expect(scripts.get("/admin/cms.js")).toBe(200);
  expect(scripts.get("/admin/decap-cms.js")).toBe(200);
  expect([...scripts].filter(([, status]) => status !== 200)).toEqual([]);
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
