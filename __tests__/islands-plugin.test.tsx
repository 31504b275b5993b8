/** @jest-environment node */
/** @jsxImportSource react */
import path from "node:path";
import type { ComponentType, ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { bundleIslands, loaderSource } from "../plugins/islands/bundle";
import { onPreRenderHTML, wrapRootElement } from "../plugins/islands/gatsby-ssr";
import { SCRIPT_LIST_ID } from "../plugins/islands/shipped";
import { Island } from "../src/islands/Island";

// plugins/islands: a production page leaves out Gatsby's runtime and runs its islands through the
// loader, from what Gatsby renders (its root element and the components it is about to write).

// Gatsby's router, which ships no types.
const { Router, ServerLocation } = jest.requireActual<{
  Router: ComponentType<{ id: string; baseuri: string; children: ReactNode }>;
  ServerLocation: ComponentType<{ url: string; children: ReactNode }>;
}>("@gatsbyjs/reach-router");

const root = path.join(__dirname, "..");
const BUNDLE = "/islands-0123456789abcdef0123.js";
beforeAll(() => {
  (globalThis as { __ISLANDS__?: unknown }).__ISLANDS__ = { bundle: BUNDLE, loader: loaderSource(root) };
});
afterAll(() => {
  delete (globalThis as { __ISLANDS__?: unknown }).__ISLANDS__;
});

/** Gatsby's route of every page (its RouteHandler), rendering `page`. */
const RouteHandler = ({ page }: { path: string; page: ReactNode }) => <>{page}</>;

/** The root element Gatsby renders each page in (its static-entry), around `page`. */
const gatsbyRoot = (page: ReactNode) => (
  <ServerLocation url="/">
    <Router id="gatsby-focus-wrapper" baseuri="">
      <RouteHandler path="/*" page={page} />
    </Router>
    <div id="gatsby-announcer" style={{ position: "absolute" }} aria-live="assertive" />
  </ServerLocation>
);

/** Renders a page as the build does, and returns its markup and the components written after its body. */
function renderPage(pathname: string, page: ReactNode) {
  const wrapped = (wrapRootElement as (args: { element: ReactElement; pathname?: string }) => ReactElement)({
    element: gatsbyRoot(page),
    pathname,
  });
  const html = renderToStaticMarkup(wrapped);
  let postBody: ReactNode[] = [
    <script key="loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/";' }} />,
    <div key="slice" {...{ sliceId: "_gatsby-scripts" }} />,
    <script key="feed" type="application/ld+json" dangerouslySetInnerHTML={{ __html: "{}" }} />,
  ];
  (onPreRenderHTML as (args: object) => void)({
    pathname,
    getHeadComponents: () => [],
    replaceHeadComponents: () => {},
    getPreBodyComponents: () => [],
    replacePreBodyComponents: () => {},
    getPostBodyComponents: () => postBody,
    replacePostBodyComponents: (components: ReactNode[]) => {
      postBody = components;
    },
  });
  return { html, tail: renderToStaticMarkup(<>{postBody}</>) };
}

const notFoundLog = <Island name="NotFoundLog" props={{ message: "404" }} />;

describe("the islands plugin", () => {
  it("leaves out the router's focus handling and route announcer: no element has a style attribute", () => {
    const { html } = renderPage("/", <main>Text</main>);
    expect(html).toBe('<div id="gatsby-focus-wrapper"><main>Text</main></div>');
  });

  it("takes Gatsby's runtime out of a page and gives a page with islands one loader of the bundle", () => {
    const { html, tail } = renderPage("/with-islands", notFoundLog);
    expect(html).toContain("<parley-island");
    expect(tail).not.toMatch(/gatsby-script-loader|_gatsby-scripts/);
    expect(tail).toContain('<script type="application/ld+json">{}</script>');
    const list = new RegExp(`<script id="${SCRIPT_LIST_ID}" type="application/json">(.*?)</script>`).exec(tail);
    expect(JSON.parse(list![1])).toEqual([BUNDLE]);
    expect(tail.split(`<script>${loaderSource(root)}</script>`)).toHaveLength(2);
  });

  it("gives a page without islands no script at all", () => {
    const { tail } = renderPage("/static", <p>Static</p>);
    expect(tail).toBe('<script type="application/ld+json">{}</script>');
  });

  it("refuses a page whose Gatsby runtime is not where it expects, rather than ship it", () => {
    expect(() =>
      (onPreRenderHTML as (args: object) => void)({
        pathname: "/",
        getPostBodyComponents: () => [<script key="app" src="/app.js" />],
        replacePostBodyComponents: () => {},
      }),
    ).toThrow(/not found/);
  });
});

describe("bundleIslands", () => {
  it("bundles React and the islands alone: no Emotion, no Gatsby runtime", async () => {
    const code = new TextDecoder().decode(await bundleIslands(root));
    expect(code).toContain("parley-island");
    expect(code).not.toMatch(/emotion|___loader|gatsby-focus-wrapper/i);
  });
});
