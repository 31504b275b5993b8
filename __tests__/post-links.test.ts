/**
 * Links and pictures in a post's body (and in content) that a browser takes to another origin,
 * however they are spelled: each is marked as leaving the site (new tab, no opener, said to screen
 * readers), and a picture's candidates from another origin are dropped.
 */
import v8 from "node:v8";
import { markdownToHast } from "../editor/browser/markdown";
import { renderPostBody } from "../src/blog/post-body";
import fs from "node:fs";
import path from "node:path";
import { formatProblem, validateContent } from "../src/content";

// jsdom's window, which the preview's parser needs, leaves out structuredClone, which Node and
// browsers have.
globalThis.structuredClone ??= (value) => v8.deserialize(v8.serialize(value));

const render = (markdown: string) => {
  const container = document.createElement("div");
  container.innerHTML = renderPostBody(markdownToHast(markdown), {
    newTabLabel: "(opens in a new tab)",
    tableLabel: "Table {number}",
  });
  return container;
};

describe("a post's links", () => {
  it.each([
    ["https://evil.example/phish", "a URL"],
    ["//evil.example/phish", "two slashes"],
    ["/\\evil.example/phish", "a slash and a backslash"],
    ["\\\\evil.example/phish", "two backslashes"],
    ["/\t/evil.example/phish", "slashes split by a tab"],
  ])("marks %j (%s) as leaving the site", (href) => {
    const link = render(`<a href="${href}">away</a>`).querySelector("a")!;
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.textContent).toBe("away (opens in a new tab)");
  });

  it.each(["/blog", "/blog/other-post", "#section", "other-post"])("keeps %j on the site", (href) => {
    const link = render(`[here](${href})`).querySelector("a")!;
    expect(link.getAttribute("target")).toBeNull();
    expect(link.textContent).toBe("here");
  });
});

describe("a post's pictures", () => {
  it("drops a srcset with a candidate from another origin, and a <source> that has one", () => {
    const body = render(
      '<picture><source srcset="https://evil.example/a.avif 1x" type="image/avif"><img src="/static/a.png" srcset="/static/a.png 1x, //evil.example/b.png 2x" alt="A"></picture>',
    );
    expect(body.querySelector("source")).toBeNull();
    const img = body.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/static/a.png");
    expect(img.hasAttribute("srcset")).toBe(false);
  });

  it("keeps a srcset of the site's own files", () => {
    const img = render('<img src="/static/a.png" srcset="/static/a.png 1x, /static/b.png 2x" alt="A">').querySelector(
      "img",
    )!;
    expect(img.getAttribute("srcset")).toBe("/static/a.png 1x, /static/b.png 2x");
  });
});

describe("a content link's href", () => {
  const dataDir = path.join(__dirname, "..", "data");
  const navigation = JSON.parse(fs.readFileSync(path.join(dataDir, "navigation.json"), "utf8"));
  const withLink = (href: string) =>
    validateContent(dataDir, {
      files: new Map([
        ["navigation.json", JSON.stringify({ ...navigation, links: [{ ...navigation.links[0], href }] })],
      ]),
    }).map(formatProblem);

  it.each(["/\\evil.example/phish", "//evil.example", "/a\\b", "https://\\evil.example", "http://parley.example"])(
    "refuses %j",
    (href) =>
      expect(withLink(href)).toEqual([
        'data/navigation.json: "links[0].href": expected an absolute "https://" URL or a site path starting with "/"',
      ]),
  );
  it.each(["/", "/blog", "https://docs.parley.example/domains", "https://parley.example/whitepaper.pdf#token"])(
    "takes %j",
    (href) => expect(withLink(href)).toEqual([]),
  );
});
