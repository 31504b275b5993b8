/**
 * The sanitizer of a post's body (src/blog/post-body.ts), unmocked, on the tree the build makes of
 * a post's Markdown (editor/browser/markdown.ts, the same parser and plugins): nothing of a post's raw
 * HTML runs or styles the page, and its links follow the site's rules.
 */
import { deserialize, serialize } from "node:v8";
import { markdownToHast } from "../editor/browser/markdown";
import { BODY_CLASSES } from "../src/blog/post-body";
import { renderPostBody } from "../src/blog/post-body";

// jsdom's window has no structuredClone, which browsers and Node (the build) both have.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

const NEW_TAB_LABEL = "(opens in a new tab)";

/** The body as the page shows it, parsed into an element to query. */
function shown(markdown: string): HTMLElement {
  const body = document.createElement("div");
  body.innerHTML = renderPostBody(markdownToHast(markdown), {
    newTabLabel: NEW_TAB_LABEL,
    tableLabel: "Table {number}",
  });
  return body;
}

describe("a post's raw HTML", () => {
  it.each([
    ["a script", '<script>window.injected = "script"</script>', "script"],
    ["an iframe", '<iframe src="https://evil.example/"></iframe>', "iframe"],
    ["a style element", "<style>body { display: none }</style>", "style"],
    ["a style attribute", '<p style="color: red">styled</p>', "[style]"],
    ["an event handler", '<img src="/nope.png" onerror="window.injected = 1">', "[onerror]"],
    ["a form", '<form action="/x"><input name="q"></form>', "form, input:not([type=checkbox][disabled])"],
    ["an object", '<object data="/x.swf"></object>', "object, embed"],
  ])("never lets %s through", (_name, html, selector) => {
    const body = shown(`Before.\n\n${html}\n\nAfter.`);
    expect(body.querySelectorAll(selector)).toHaveLength(0);
    expect(body.textContent).toContain("After.");
  });

  it("keeps no javascript: or data: address on a link", () => {
    const body = shown(
      '<a href="javascript:alert(1)">one</a> <a href="data:text/html,x">two</a> [three](javascript:alert(2))',
    );
    for (const link of body.querySelectorAll("a"))
      expect(link.getAttribute("href") ?? "").not.toMatch(/^(javascript|data):/i);
  });

  it("keeps the text a styled paragraph holds, without its style", () => {
    expect(shown('<p style="color: red" id="styled">styled paragraph</p>').textContent).toContain("styled paragraph");
  });

  it("drops a picture from another site, and keeps one of the site's", () => {
    const body = shown("![far](https://images.example/far.png)\n\n![near](/static/near.png)");
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual(["/static/near.png"]);
  });
});

describe("a post's links", () => {
  it("opens another site's link in a new tab without handing it the page, and says so", () => {
    const link = shown("Read the [protocol docs](https://docs.parley.example).").querySelector("a")!;
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.querySelector(`.${BODY_CLASSES.newTab}`)?.textContent).toBe(` ${NEW_TAB_LABEL}`);
  });

  it("opens a link within the site in the same tab", () => {
    const link = shown("Go [home](/).").querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/");
    expect(link.hasAttribute("target")).toBe(false);
    expect(link.querySelector(`.${BODY_CLASSES.newTab}`)).toBeNull();
  });
});
