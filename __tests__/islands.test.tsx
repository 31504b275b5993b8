/**
 * The islands as the browser gets them: each page rendered as the build renders it (React), then
 * the islands' bundle itself (Preact, plugins/islands/bundle.ts) run on that HTML, as the loader
 * runs it at a visitor's first input.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { PageProps } from "gatsby";
import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import NotFoundPage from "../src/pages/404";
import BlogPage from "../src/templates/blog";
import LandingPage from "../src/pages/index";
import { ISLAND_ELEMENT } from "../src/islands/element";
import { islands } from "../src/islands/registry";
import { content, landingContent, shellContent } from "./support/content";

const root = path.join(__dirname, "..");
// Bundled in a Node process of its own: esbuild refuses to run in jsdom's.
const bundle = execFileSync(
  path.join(root, "node_modules", ".bin", "tsx"),
  [
    "-e",
    'import { bundleIslands } from "./plugins/islands/bundle"; bundleIslands(process.cwd()).then((code) => process.stdout.write(code))',
  ],
  { cwd: root, encoding: "utf8" },
);

/** Every page as the build renders it, from the real content. */
const pages: [string, FunctionComponent<PageProps<never>>, object, string][] = [
  ["/", LandingPage as never, landingContent(), "/"],
  ["/blog", BlogPage as never, { blogPageJson: content("pages/blog.json") }, "/blog"],
  ["the 404 page", NotFoundPage as never, { notFoundPageJson: content("pages/not-found.json") }, "/404.html"],
];

/** A frame and the task after it: where Preact runs the effects of what it rendered. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe.each(pages)("the islands of %s", (_name, Page, data, pathname) => {
  const html = renderToString(
    createElement(Page, { data: { ...shellContent(), ...data }, location: { pathname } } as never),
  );
  const islandsOf = () => Array.from(document.querySelectorAll<HTMLElement>(ISLAND_ELEMENT));

  beforeEach(() => {
    document.body.innerHTML = html;
  });

  it("are the registered components, with the menu on every page", () => {
    expect(islandsOf().length).toBeGreaterThan(0);
    for (const island of islandsOf()) expect(Object.keys(islands)).toContain(island.dataset.island);
    expect(islandsOf().map((island) => island.dataset.island)).toContain("SiteMenu");
  });

  it("are hydrated by the bundle from their props alone, the build's HTML left as it was", async () => {
    // The 404 page's island logs the missing address on purpose.
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const before = islandsOf().map((island) => island.innerHTML);
    new Function(bundle)();
    await nextFrame();
    // The menu's button says whether the menu is open once its island runs (src/islands/SiteMenu.tsx),
    // the one attribute an island adds.
    const menuButton = document.querySelector("[data-menu-button]")!;
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    menuButton.removeAttribute("aria-expanded");
    // Text nodes included: Preact's hydration removes the comment React's server renderer puts
    // between two neighbouring ones, so islands write such text as one string.
    expect(islandsOf().map((island) => island.innerHTML)).toEqual(before);
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toEqual(pathname === "/404.html" ? [expect.stringMatching(/^404 /)] : []);
  });
});
