// `npm run bench:editor`: /admin/'s bytes (each file gzipped at level 9, and cms.js, the project's
// own script, by itself), then RUNS times the editor's start-up (a fresh browser logs in to the
// local backend until the sections' list shows) and KEYS keystrokes into the hero's title, each
// timed in the page from keydown to the frame after the preview shows it, so Playwright's round
// trips do not count. Nothing is saved. The medians are printed as JSON.

/* global window, document, MutationObserver, requestAnimationFrame -- in page.evaluate */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { openEditor, startEditor } from "../e2e/editor.ts";
import { writeAdmin } from "../editor/index.mjs";
import { medians, root } from "./support.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const KEYS = Number(process.env.KEYS ?? 20);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
const TYPED = "Live preview typed ";

async function adminBytes() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parley-admin-bytes-"));
  const { files } = await writeAdmin(root, dir);
  const gzipped = (name) => zlib.gzipSync(fs.readFileSync(path.join(dir, name)), { level: 9 }).length;
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  const total = files.reduce((sum, name) => sum + gzipped(name), 0);
  const bytes = { adminGzipKB: kb(total), cmsJsGzipKB: kb(gzipped("cms.js")) };
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}

async function startUp(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const start = Date.now();
  await openEditor(page, url, "#/collections/sections", page.getByRole("link", { name: "Hero", exact: true }));
  return { context, page, elapsed: Date.now() - start };
}

async function keystrokes(page) {
  await page.getByRole("link", { name: "Hero", exact: true }).click();
  const title = page.getByLabel("Title", { exact: true });
  await title.waitFor({ timeout: 120_000 });
  await page.frameLocator("#preview-pane").locator("h1").waitFor({ timeout: 60_000 });
  await title.fill("");
  await page.evaluate(() => {
    const timings = [];
    window.__previewTimings = timings;
    const iframe = document.querySelector("#preview-pane");
    let typedAt;
    document.addEventListener("keydown", (event) => (typedAt = event.timeStamp), true);
    new MutationObserver(() => {
      if (typedAt === undefined) return;
      const started = typedAt;
      typedAt = undefined;
      requestAnimationFrame(() => timings.push(performance.now() - started));
    }).observe(iframe.contentDocument.body, { subtree: true, characterData: true, childList: true });
  });
  for (const [index, character] of [...TYPED.repeat(2).slice(0, KEYS)].entries()) {
    await title.press(character === " " ? "Space" : character);
    await page.waitForFunction((count) => window.__previewTimings.length === count, index + 1);
  }
  return page.evaluate(() => window.__previewTimings);
}

const bytes = await adminBytes();
console.log(JSON.stringify(bytes));
const editor = await startEditor(root);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page, elapsed } = await startUp(browser, editor.url);
    const measured = await keystrokes(page);
    runs.push({ startUpMs: elapsed, ...medians(measured.map((ms) => ({ keystrokeToPreviewMs: ms }))) });
    await context.close();
    console.log(JSON.stringify(runs.at(-1)));
  }
  console.log(JSON.stringify({ ...bytes, ...medians(runs), runs: RUNS }));
} finally {
  await browser.close();
  editor.stop();
}
