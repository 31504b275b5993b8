/**
 * The islands' loader as the build inlines it (plugins/islands/bundle.ts: minified, with the
 * build's names filled in), run in a page: a page nobody touches only prefetches the bundle, the
 * first input runs it, and a page with an island that starts at load runs it then. The same in a
 * real browser, e2e/navigation.spec.ts.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { waitFor } from "@testing-library/react";
import { SCRIPT_LIST_ID } from "../plugins/islands/shipped";
import { ISLAND_ELEMENT } from "../src/islands/element";

const BUNDLE = "/islands-0123456789abcdef0123.js";
const root = path.join(__dirname, "..");
// Made in a Node process of its own: esbuild, which minifies it, refuses to run in jsdom's.
const loader = execFileSync(
  path.join(root, "node_modules", ".bin", "tsx"),
  ["-e", 'import { loaderSource } from "./plugins/islands/bundle"; process.stdout.write(loaderSource("."))'],
  { cwd: root, encoding: "utf8" },
);

/** A page with one island (`start` as its data-start) and the loader, run as its inline script. */
function loadPage(start?: string) {
  document.head.innerHTML = "";
  document.body.innerHTML = `<${ISLAND_ELEMENT} ${start ? `data-start="${start}"` : ""}><button>Menu</button></${ISLAND_ELEMENT}>
    <script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify([BUNDLE])}</script>`;
  // The inline script's text, run as the browser runs it: in the page's global scope.
  new Function(loader)();
}

const bundleRun = () => document.querySelectorAll(`script[src="${BUNDLE}"]`).length;
const bundlePrefetched = () => document.querySelectorAll(`link[rel="prefetch"][href="${BUNDLE}"]`).length;

afterEach(() => {
  // Each page's listeners stay on the document: a key pressed in another test starts nothing here.
  document.body.innerHTML = "";
});

it("is inlined as one statement, without loader.js's comments", () => {
  const firstComment = fs.readFileSync(require.resolve("../plugins/islands/loader.js"), "utf8").split("\n")[0];
  expect(loader).not.toContain("\n");
  expect(loader).not.toContain(firstComment.replace(/^\/\/ /, ""));
});

it("only prefetches the bundle on a page nobody touches, and runs it at the first input", async () => {
  loadPage();
  await waitFor(() => expect(bundlePrefetched()).toBe(1));
  expect(bundleRun()).toBe(0);
  document.body.querySelector("button")!.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
  await waitFor(() => expect(bundleRun()).toBe(1));
});

it("runs the bundle once the page has loaded where an island starts at load, without an input", async () => {
  loadPage("load");
  await waitFor(() => expect(bundleRun()).toBe(1));
  expect(bundlePrefetched()).toBe(0);
});

it("marks a button pressed before the islands run, for them to press again", async () => {
  loadPage();
  const button = document.body.querySelector("button")!;
  button.click();
  expect(button).toHaveAttribute("data-pressed-early");
  await waitFor(() => expect(bundleRun()).toBe(1));
});
