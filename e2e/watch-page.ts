import type { Page } from "@playwright/test";

/** The line the 404 page logs on purpose, and the browser's note that the document answered 404. */
const EXPECTED = [
  /^404 Error: User attempted to access non-existent route:/,
  /Failed to load resource: the server responded with a status of 404/,
];

/**
 * Records, across every navigation of `page`, what a visitor must never cause: console errors and
 * warnings (React's hydration mismatches among them), uncaught errors and CSP violations.
 */
export async function watchPage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (["error", "warning"].includes(message.type()) && !EXPECTED.some((expected) => expected.test(text))) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}
