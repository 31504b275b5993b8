import type { PageProps } from "gatsby";
import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import NotFoundPage from "../src/pages/404";
import BlogPage from "../src/templates/blog";
import LandingPage from "../src/pages/index";
import { ISLAND_ELEMENT } from "../src/islands/element";
import { islands, type IslandName } from "../src/islands/registry";
import { content, landingContent, shellContent } from "./support/content";

/** Every page as the build renders it, from the real content. */
const pages: [string, FunctionComponent<PageProps<never>>, object, string][] = [
  ["/", LandingPage as never, landingContent(), "/"],
  ["/blog", BlogPage as never, { blogPageJson: content("pages/blog.json") }, "/blog"],
  ["the 404 page", NotFoundPage as never, { notFoundPageJson: content("pages/not-found.json") }, "/404.html"],
];

describe.each(pages)("the islands of %s", (_name, Page, data, pathname) => {
  const html = renderToString(
    createElement(Page, { data: { ...shellContent(), ...data }, location: { pathname } } as never),
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  const found = Array.from(container.querySelectorAll<HTMLElement>(ISLAND_ELEMENT));

  it("are the registered components, with the menu on every page", () => {
    expect(found.length).toBeGreaterThan(0);
    for (const island of found) expect(Object.keys(islands)).toContain(island.dataset.island);
    expect(found.map((island) => island.dataset.island)).toContain("SiteMenu");
  });

  it("render in the browser, from their props alone, exactly the HTML the build rendered (no hydration mismatch)", () => {
    for (const island of found) {
      const component = islands[island.dataset.island as IslandName] as FunctionComponent<object>;
      const props = JSON.parse(island.dataset.props!) as object;
      expect(renderToString(createElement(component, props))).toBe(island.innerHTML);
    }
  });
});
