import type { Page } from "@playwright/test";

/** The line the 404 page logs on purpose, naming the path asked for. */
const NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route: (\S+)/;
/** The browser's note that a response failed, which it logs with the failed URL as its location. */
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of/;

/**
 * Records, across every navigation of `page`, what a visitor must never cause: a failed request
 * (a missing picture, font or script), console errors and warnings (React's hydration mismatches
 * among them), uncaught errors and CSP violations. The one 404 expected is a page a test navigates
 * to that does not exist: its document's status, the browser's note of it and the 404 page's log
 * line naming that path, and nothing else on that page.
 */
export async function watchPage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const missingPages = new Set<string>();
  page.on("response", (response) => {
    const request = response.request();
    const isPage = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (isPage && response.status() === 404) missingPages.add(response.url());
    else if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  // A load the next navigation cuts short (a prefetch) is aborted, not failed.
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText;
    if (error !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()} (${error})`);
  });
  page.on("console", (message) => {
    if (!["error", "warning"].includes(message.type())) return;
    const text = message.text();
    const loggedPath = NOT_FOUND_LOG.exec(text)?.[1];
    const expected = FAILED_RESOURCE.test(text)
      ? missingPages.has(message.location().url)
      : loggedPath !== undefined && [...missingPages].some((url) => new URL(url).pathname === loggedPath);
    if (!expected) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}
