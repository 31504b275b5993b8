// The live preview's one template. Decap renders it with its own copy of React, in an iframe; the
// preview renders with this bundle's React into a root of its own there, since hooks work only in
// the React that renders them, with an Emotion cache writing into the iframe's <head>, which
// styles in the editor's page would not reach.
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createRoot, type Root } from "react-dom/client";
import { GlobalStyles } from "../../src/theme/global";
import type { GetAsset } from "./pictures";
import { previewOf } from "./previews";
import { mountWidthSwitch } from "./width-switch";

/** An Immutable map. */
export interface CmsEntry {
  get(key: "collection" | "slug"): string;
  get(key: "data"): { toJS(): unknown };
}

const caches = new WeakMap<Document, EmotionCache>();
function cacheFor(document: Document): EmotionCache {
  if (!caches.has(document)) {
    caches.set(document, createCache({ key: "preview", container: document.head }));
    // Shows each picture once loaded, as the pages' own <head> script does.
    document.addEventListener(
      "load",
      ({ target }) => {
        if (target instanceof document.defaultView!.HTMLImageElement && target.hasAttribute("data-main-image"))
          target.closest("[data-loaded]")?.setAttribute("data-loaded", "true");
      },
      true,
    );
  }
  return caches.get(document)!;
}

interface PreviewComponent {
  props: { entry: CmsEntry; getAsset: GetAsset; document: Document };
  node?: HTMLElement | null;
  root?: Root;
  unmountSwitch?: () => void;
  show(): void;
}
type CreateClass = (spec: Record<string, () => unknown> & ThisType<PreviewComponent>) => unknown;
type CreateElement = (type: string, props: object) => unknown;

/** Decap's create-react-class (window.createClass) and createElement (window.h) make it. */
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
      // React does not unmount a root while it renders another.
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
