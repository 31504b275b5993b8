import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { copyProject } from "../__tests__/support/project-copy";
import { EDITOR_TRACE, openEditor, startEditor } from "./editor";

// The browser editor's live preview (editor/preview/), on the local backend (`npm run editor`) for
// a copy of the repository: what an editor types shows in the preview with no save, and the
// preview is the built page's markup and styles, at a phone's and a desktop's width.

const WIDTHS = {
  desktop: { button: "Desktop (1280 px)", width: 1280 },
  phone: { button: "Phone (375 px)", width: 375 },
};

/**
 * The strings of a content file: its text values, but its "$schema" link and its pictures' file
 * names (the preview shows the editor's copy of the file, a blob: URL, which the test loads).
 */
function stringsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key === "$schema" || key === "src" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, name));
  return [];
}

/** What an element and everything in it shows: its text and its attributes' values. */
function shownIn(element: Locator): Promise<string> {
  return element.evaluate((root) =>
    [
      root.textContent ?? "",
      ...[root, ...root.querySelectorAll("*")].flatMap((node) => [...node.attributes].map((a) => a.value)),
    ]
      .join("\n")
      .replace(/\s+/g, " "),
  );
}

/** How a heading looks and how its section lays out: what the preview must share with the page. */
function looks(heading: Locator): Promise<Record<string, string>> {
  return heading.evaluate((element) => {
    const style = element.ownerDocument.defaultView!.getComputedStyle(element);
    const grid = element.closest("section")!.querySelector(":scope > div")!;
    return {
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      color: style.color,
      backgroundImage: style.backgroundImage,
      gridColumns: element.ownerDocument.defaultView!.getComputedStyle(grid).gridTemplateColumns,
    };
  });
}

const preview = (page: Page): FrameLocator => page.frameLocator("#preview-pane");

test.use({ trace: EDITOR_TRACE, viewport: { width: 1440, height: 900 } });

test.describe("the editor's live preview", () => {
  // Each test opens the editor (Decap's 1.5 MB of script), which a busy machine takes a minute for.
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  let copy: string;
  let cms: Awaited<ReturnType<typeof startEditor>> | undefined;
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(copy, "data", file), "utf8")) as unknown;

  test.beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "parley-preview-test-"));
    copyProject(copy);
    cms = await startEditor(copy);
  });
  test.afterAll(async () => {
    cms?.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  });

  /** Opens a file's form and waits for its preview to show `ready`. */
  async function openFile(page: Page, hash: string, ready: (frame: FrameLocator) => Locator) {
    await openEditor(page, cms!.url, hash, page.locator("#preview-pane"));
    await expect(ready(preview(page))).toBeVisible({ timeout: 60_000 });
  }

  test("shows the hero's title as it is typed, as the page's <h1>, with every string of the file", async ({ page }) => {
    await openFile(page, "#/collections/sections/entries/hero", (frame) => frame.locator("h1"));
    const hero = preview(page).locator("section#hero");
    const shown = await shownIn(hero);
    const file = read("sections/hero.json") as { image: { alt: string } };
    for (const text of stringsOf(file)) expect(shown).toContain(text.replace(/\s+/g, " "));
    const picture = hero.getByRole("img", { name: file.image.alt });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(picture).toHaveCSS("opacity", "1");

    await page.getByLabel("Title", { exact: true }).fill("Typed in the editor");
    await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText("Typed in the editor");
  });

  test("shows the footer's e-mail address as it is typed, with every string of the file", async ({ page }) => {
    await openFile(page, "#/collections/site/entries/footer", (frame) => frame.locator("footer"));
    const shown = await shownIn(preview(page).locator("footer"));
    for (const text of stringsOf(read("footer.json"))) expect(shown).toContain(text);

    await page.getByLabel("Email", { exact: true }).fill("editors@parley.example");
    await expect(preview(page).getByRole("link", { name: "editors@parley.example" })).toHaveAttribute(
      "href",
      "mailto:editors@parley.example",
    );
  });

  test("shows the header with every link of the phone menu", async ({ page }) => {
    await openFile(page, "#/collections/site/entries/navigation", (frame) => frame.locator("header"));
    await page.getByRole("button", { name: WIDTHS.phone.button }).click();
    const navigation = read("navigation.json") as { links: { label: string }[] };
    for (const { label } of navigation.links)
      await expect(preview(page).getByRole("link", { name: label, exact: false }).first()).toBeVisible();
  });

  test("shows a post's body as it is typed", async ({ page }) => {
    await openFile(page, "#/collections/blog/new", (frame) => frame.locator("article"));
    await page.getByLabel("Title", { exact: true }).fill("A post typed in the editor");
    await page.locator("[data-slate-editor]").click();
    await page.keyboard.type("The first paragraph of the body.");
    await expect(preview(page).locator("article h1")).toHaveText("A post typed in the editor");
    await expect(preview(page).locator("article p", { hasText: "The first paragraph of the body." })).toBeVisible();
  });

  for (const [name, { button, width }] of Object.entries(WIDTHS)) {
    test(`gives the hero's heading the page's font, size and colours, and its grid the page's columns, at a ${name}'s width`, async ({
      page,
      browser,
    }) => {
      await openFile(page, "#/collections/sections/entries/hero", (frame) => frame.locator("h1"));
      await page.getByRole("group", { name: "Preview width" }).getByRole("button", { name: button }).click();
      await expect(page.getByRole("button", { name: button })).toHaveAttribute("aria-pressed", "true");
      const frameWidth = () =>
        preview(page)
          .locator("html")
          .evaluate((html) => html.ownerDocument.defaultView!.innerWidth);
      await expect.poll(frameWidth).toBe(width);

      const built = await browser.newPage({ viewport: { width, height: 900 } });
      await built.goto("/");
      const expected = await looks(built.locator("section#hero h1"));
      await built.close();
      await expect.poll(() => looks(preview(page).locator("section#hero h1"))).toEqual(expected);
    });
  }
});
