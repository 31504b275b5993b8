import fs from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { editorConfig } from "../editor/browser/config";
import { previewOf } from "../editor/preview/previews";
import { queryShape } from "../editor/preview/pictures";
import { SECTION_IDS } from "../src/content";

// The browser editor's live preview (editor/preview/): every file an editor can open has one,
// and it shows every string of the file, rendered by the site's own components.

// The post preview's Markdown pipeline is ES modules only; the browser test covers it (e2e/editor-preview.spec.ts).
jest.mock("../editor/preview/post", () => ({ PostPreview: () => null }));

const dataDir = path.join(__dirname, "..", "data");
const getAsset = (name: string) => ({ toString: () => `/media/${name}` });

/**
 * The strings of a file: every text value, but its "$schema" link, icon names (the icon shows) and
 * the 404 page's console message (the page writes it to the browser's console).
 */
const UNSHOWN_KEYS = ["$schema", "icon", "consoleMessage"];
function stringsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return UNSHOWN_KEYS.includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, name));
  return [];
}

/** Whether the rendered preview shows `text`: as text, or as an attribute (a link's address, a picture's alt or file). */
function shows(container: HTMLElement, text: string): boolean {
  const collapse = (words: string) => words.replace(/\s+/g, " ");
  if (collapse(container.textContent ?? "").includes(collapse(text))) return true;
  return [...container.querySelectorAll("*")].some((element) =>
    [...element.attributes].some((attribute) => attribute.value.includes(text)),
  );
}

const files = editorConfig().collections.flatMap((collection) =>
  "files" in collection ? collection.files.map((file) => ({ collection: collection.name, ...file })) : [],
);

describe("the editor's live preview", () => {
  it("has a preview for every file and for the posts", () => {
    for (const { collection, name } of files)
      expect([collection, name, previewOf(collection, name)]).not.toContain(undefined);
    expect(previewOf("blog", "a-new-post")).toBeDefined();
    for (const collection of editorConfig().collections)
      expect([collection.name, collection.editor]).toEqual([collection.name, { preview: true }]);
    expect(files.filter((file) => file.collection === "sections").map((file) => file.name)).toEqual([...SECTION_IDS]);
  });

  it.each(files.map((file) => [file.file, file] as const))(
    "shows every string of %s",
    (_, { collection, name, file }) => {
      const data = JSON.parse(fs.readFileSync(path.join(dataDir, "..", file), "utf8"));
      const Preview = previewOf(collection, name)!;
      const { container } = render(<Preview data={data} getAsset={getAsset} />);
      const missing = stringsOf(data).filter((text) => !shows(container, text));
      // The blog page's labels for posts show only on pages with posts, which the repository has none of.
      const forPosts = name === "blog" ? stringsOf(data.posts) : [];
      expect(missing.filter((text) => !forPosts.includes(text))).toEqual([]);
    },
  );

  it("shows what the editor types, as it types", () => {
    const Preview = previewOf("sections", "hero")!;
    const hero = JSON.parse(fs.readFileSync(path.join(dataDir, "sections/hero.json"), "utf8"));
    const { rerender, container } = render(<Preview data={hero} getAsset={getAsset} />);
    rerender(<Preview data={{ ...hero, title: "A new title" }} getAsset={getAsset} />);
    expect(container.querySelector("h1")).toHaveTextContent("A new title");
  });

  it("gives pictures the file the editor picked, at the size the page query asks for", () => {
    const shaped = queryShape({ image: { src: "avatar.png", alt: "A face" } }, { width: 72, height: 72 }, getAsset) as {
      image: {
        alt: string;
        src: {
          childImageSharp: {
            gatsbyImageData: { width: number; height: number; images: { fallback: { src: string } } };
          };
        };
      };
    };
    const { gatsbyImageData } = shaped.image.src.childImageSharp;
    expect(shaped.image.alt).toBe("A face");
    expect([gatsbyImageData.width, gatsbyImageData.height, gatsbyImageData.images.fallback.src]).toEqual([
      72,
      72,
      "/media/avatar.png",
    ]);
  });
});
