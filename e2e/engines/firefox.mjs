// `npm run test:engines`: the smoke checks (page-checks.mjs) in Firefox ESR, Debian's firefox-esr
// (FIREFOX_PATH names another), driven by puppeteer-core over WebDriver BiDi, against the build
// served by the local server. Twice: as it ships, and with anchor positioning off, as in Firefox
// ESR 140 and Safari 18, where tooltips and the menu panel take their fallback places.
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import puppeteer from "puppeteer-core";
import { startServer } from "../../server/serve.mjs";
import { checkPage, PAGES, VIEWPORTS } from "./page-checks.mjs";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** @type {import("node:child_process").ChildProcess} */
let server;
/** @type {string} */
let origin;

before(async () => {
  const started = startServer(path.resolve("server/serve.mjs"));
  server = started.child;
  origin = `http://localhost:${await started.port}`;
});
after(() => server.kill());

for (const anchorPositioning of [true, false]) {
  describe(`Firefox ESR, anchor positioning ${anchorPositioning ? "on" : "off"}`, () => {
    /** @type {import("puppeteer-core").Browser} */
    let browser;
    before(async () => {
      browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX,
        headless: true,
        extraPrefsFirefox: { "layout.css.anchor-positioning.enabled": anchorPositioning },
      });
    });
    after(() => browser.close());

    for (const viewport of VIEWPORTS) {
      for (const pagePath of PAGES) {
        test(`${pagePath} at ${viewport.width} px`, async () => {
          const page = await browser.newPage();
          try {
            await page.setViewport(viewport);
            /** @type {string[]} */
            const problems = [];
            page.on("console", (message) => {
              if (["error", "warn"].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
            });
            page.on("pageerror", (error) => problems.push(`uncaught: ${error}`));
            await page.evaluateOnNewDocument(() => {
              document.addEventListener("securitypolicyviolation", (event) => {
                console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
              });
            });
            await checkPage(
              {
                goto: async (target) => {
                  await page.goto(`${origin}${target}`, { waitUntil: "load" });
                  const anchored = await page.evaluate(() => CSS.supports("anchor-name: --a"));
                  assert.equal(anchored, anchorPositioning, "the anchor positioning preference did not apply");
                },
                evaluate: (fn, ...args) => page.evaluate(fn, ...args),
                click: (selector) => page.click(selector),
                pressEscape: () => page.keyboard.press("Escape"),
                // By keyboard, which shows a tooltip at once: the WebKit run hovers.
                showTooltip: async (selector, index) => {
                  await page.evaluate(
                    (all, at) =>
                      /** @type {HTMLElement} */ (document.querySelectorAll(all)[at]).focus({ preventScroll: true }),
                    selector,
                    index,
                  );
                },
                problems: () => problems,
              },
              pagePath,
              viewport,
            );
          } finally {
            await page.close();
          }
        });
      }
    }
  });
}
