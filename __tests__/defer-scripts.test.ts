/** @jest-environment node */
type DeferModule = { deferScripts: (html: string) => string; SCRIPT_LIST_ID: string };
const { deferScripts, SCRIPT_LIST_ID } = jest.requireActual<DeferModule>("../scripts/defer-scripts.mjs");

const page = (body: string) => `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div>${body}</body></html>`;

describe("deferScripts", () => {
  const built = page(
    '<script id="gatsby-script-loader">window.pagePath="/";</script>' +
      '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
      '<script src="/app-3.js" async=""></script>',
  );

  it("moves Gatsby's script tags into a list the loader reads, in their order", () => {
    const html = deferScripts(built);
    expect(html).not.toMatch(/<script src=/);
    const list = new RegExp(`<script id="${SCRIPT_LIST_ID}" type="application/json">(.*?)</script>`).exec(html);
    expect(JSON.parse(list![1])).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>');
  });

  it("adds one loader that waits for the load event and the first paint", () => {
    const html = deferScripts(built);
    const loaders = [...html.matchAll(/<script>(\(function\(\)\{.*?\}\)\(\))<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0][1]).toContain('addEventListener("load"');
    expect(loaders[0][1]).toContain("first-contentful-paint");
    expect(html.indexOf(SCRIPT_LIST_ID)).toBeLessThan(html.indexOf("</body>"));
  });

  it("leaves a page without Gatsby scripts, or one already rewritten, as it is", () => {
    const plain = page("<p>Hello</p>");
    expect(deferScripts(plain)).toBe(plain);
    const once = deferScripts(built);
    expect(deferScripts(once)).toBe(once);
  });
});
