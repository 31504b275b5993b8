/** @jest-environment node */
import path from "node:path";

type ShipModule = {
  shipIslands: (html: string, bundle: string) => string;
  bundleIslands: (rootDir: string) => Promise<Uint8Array>;
  SCRIPT_LIST_ID: string;
};
const { shipIslands, bundleIslands, SCRIPT_LIST_ID } = jest.requireActual<ShipModule>("../scripts/ship-islands.mjs");

/** The end of a page as `gatsby build` writes it: Gatsby's page path, then its scripts slice. */
const GATSBY_TAIL =
  '<div id="gatsby-announcer" style="position:absolute" aria-live="assertive" aria-atomic="true"></div></div>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->\n' +
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async=""></script><!-- slice-end id="_gatsby-scripts-1" -->';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head><body><div id="___gatsby">${body}${GATSBY_TAIL}</body></html>`;
const withIsland = page('<parley-island data-island="SiteMenu" data-props="{}"><button>Menu</button></parley-island>');

describe("shipIslands", () => {
  it("takes out Gatsby's runtime: its scripts, chunk map, page path and route announcer", () => {
    const html = shipIslands(withIsland, "/islands-1.js");
    expect(html).not.toMatch(
      /<script src=|___chunkMapping|___webpackCompilationHash|gatsby-script-loader|gatsby-announcer/,
    );
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    expect(html).toContain("<button>Menu</button>");
  });

  it("takes out the router's focus handling, so no element has a style attribute", () => {
    const html = shipIslands(
      page('<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main>Text</main></div>'),
      "/i.js",
    );
    expect(html).toContain('<div id="gatsby-focus-wrapper"><main>Text</main></div>');
    expect(html).not.toContain("style=");
  });

  it("gives a page with islands one loader, which runs the bundle at the first input and prefetches it after the load event and the first paint", () => {
    const html = shipIslands(withIsland, "/islands-1.js");
    const list = new RegExp(`<script id="${SCRIPT_LIST_ID}" type="application/json">(.*?)</script>`).exec(html);
    expect(JSON.parse(list![1])).toEqual(["/islands-1.js"]);
    const loaders = [...html.matchAll(/<script>(\(function loadIslands\(\) \{[\s\S]*?\}\)\(\))<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0][1]).toContain('addEventListener("load"');
    expect(loaders[0][1]).toContain("first-contentful-paint");
    expect(loaders[0][1]).toContain('"pointerdown"');
    expect(loaders[0][1]).toContain('"prefetch"');
    // A page whose island starts by itself (the 404 log) runs the bundle after the paint instead.
    expect(loaders[0][1]).toContain('parley-island[data-start="load"]');
    expect(html.indexOf(SCRIPT_LIST_ID)).toBeLessThan(html.indexOf("</body>"));
  });

  it("gives a page without islands no script at all", () => {
    const html = shipIslands(page("<p>Static</p>"), "/islands-1.js");
    expect(html).not.toContain(SCRIPT_LIST_ID);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("refuses a page whose Gatsby runtime is not where it expects, rather than ship it", () => {
    expect(() => shipIslands("<html><body><script src=/app.js></script></body></html>", "/i.js")).toThrow(/not found/);
  });
});

describe("bundleIslands", () => {
  it("bundles React and the islands alone: no Emotion, no Gatsby runtime", async () => {
    const code = new TextDecoder().decode(await bundleIslands(path.join(__dirname, "..")));
    expect(code).toContain("parley-island");
    expect(code).not.toMatch(/emotion|___loader|gatsby-focus-wrapper/i);
  });
});

describe("shipIslands on a page Gatsby did not write again", () => {
  it("replaces the earlier bundle's loader with the current one", () => {
    const again = shipIslands(shipIslands(withIsland, "/islands-1.js"), "/islands-2.js");
    expect(again).toContain('["/islands-2.js"]');
    expect(again).not.toContain("/islands-1.js");
    expect(again.match(new RegExp(SCRIPT_LIST_ID, "g"))).toHaveLength(2);
  });
});
