/**
 * The browser editor's live preview: one template for every file (Decap asks for one per file of
 * a file collection, and one per folder collection), which renders the file's preview
 * (previews.tsx) with the site's global styles and fonts as the editor types.
 *
 * Decap renders previews with its own copy of React, inside an iframe. The preview renders with
 * this bundle's React into a root of its own in that iframe, with an Emotion cache whose styles
 * go into the iframe's <head>: hooks (Emotion's among them) work only in the React that renders
 * them, and styles written into the editor's page would not reach the iframe.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createRoot, type Root } from "react-dom/client";
import { GlobalStyles } from "../../src/theme/GlobalStyles";
import type { GetAsset } from "./pictures";
import { previewOf } from "./previews";
import { mountWidthSwitch } from "./width-switch";

/** What Decap hands a preview template (the subset used here). */
interface TemplateProps {
  entry: { get(key: "collection" | "slug"): string; get(key: "data"): { toJS(): unknown } };
  getAsset: GetAsset;
  document: Document;
}

/**
 * Marks a picture's skeleton as loaded once its picture has loaded, which shows it
 * (ContentImage.tsx): what the pages' own script in their <head> does (IMAGE_LOADED_SCRIPT).
 */
function markLoadedPictures(document: Document) {
  document.addEventListener(
    "load",
    ({ target }) => {
      if (target instanceof document.defaultView!.HTMLImageElement && target.hasAttribute("data-main-image"))
        target.closest("[data-loaded]")?.setAttribute("data-loaded", "true");
    },
    true,
  );
}

/** One Emotion cache per preview iframe, writing into its <head>. */
const caches = new WeakMap<Document, EmotionCache>();
function cacheFor(document: Document): EmotionCache {
  let cache = caches.get(document);
  if (!cache) {
    cache = createCache({ key: "preview", container: document.head });
    caches.set(document, cache);
    markLoadedPictures(document);
  }
  return cache;
}

/** Decap's create-react-class (window.createClass) and createElement (window.h). */
interface ClassComponentSpec {
  props: TemplateProps;
  node?: HTMLElement | null;
  root?: Root;
  unmountSwitch?: () => void;
  show(this: ClassComponentSpec): void;
  componentDidMount(this: ClassComponentSpec): void;
  componentDidUpdate(this: ClassComponentSpec): void;
  componentWillUnmount(this: ClassComponentSpec): void;
  render(this: ClassComponentSpec): unknown;
}
type CreateClass = (spec: Omit<ClassComponentSpec, "props">) => unknown;
type CreateElement = (type: string, props: object) => unknown;

/**
 * The preview template Decap renders: a <div> of its React, into which the file's preview is
 * rendered by this bundle's React whenever the entry changes.
 */
export function previewTemplate(createClass: CreateClass, h: CreateElement): unknown {
  return createClass({
    show() {
      const { entry, getAsset, document } = this.props;
      const Preview = previewOf(entry.get("collection"), entry.get("slug"));
      if (!this.node || !Preview) return;
      this.root ??= createRoot(this.node);
      this.root.render(
        <CacheProvider value={cacheFor(document)}>
          <GlobalStyles />
          <Preview data={entry.get("data").toJS() as Record<string, unknown>} getAsset={getAsset} />
        </CacheProvider>,
      );
    },
    componentDidMount() {
      const frame = this.props.document.defaultView?.frameElement;
      if (frame instanceof HTMLIFrameElement) this.unmountSwitch = mountWidthSwitch(frame);
      this.show();
    },
    componentDidUpdate() {
      this.show();
    },
    componentWillUnmount() {
      // After Decap's commit: React does not unmount a root while it renders another.
      const { root, unmountSwitch } = this;
      queueMicrotask(() => {
        root?.unmount();
        unmountSwitch?.();
      });
    },
    render() {
      return h("div", { ref: (node: HTMLElement | null) => (this.node = node) });
    },
  });
}
