/**
 * The browser editor's preview of a blog post: the post as its page shows it (PostArticle, with
 * the site's styles and font, and its body made safe by the same code as the build's), so an
 * editor sees the page while writing it.
 *
 * Decap renders previews with its own copy of React, inside an iframe. The preview here renders
 * with this bundle's React into a root of its own in that iframe, with an Emotion cache whose
 * styles go into the iframe's <head>: hooks (Emotion's among them) work only in the React that
 * renders them, and styles written into the editor's page would not reach the iframe.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider, css } from "@emotion/react";
import { createRoot, type Root } from "react-dom/client";
import blogPage from "../../data/pages/blog.json";
import { renderPostBody } from "../blog/post-body";
import { PostArticle } from "../components/blog/PostArticle";
import { Container } from "../components/ui/Container";
import { GlobalStyles } from "../theme/GlobalStyles";
import { theme } from "../theme/theme";
import { markdownToHast } from "./markdown";
import site from "../../data/site.json";

/** A post's fields as the editor holds them (front matter and body). */
interface PostData {
  title?: string;
  date?: string;
  description?: string;
  cover?: string;
  coverAlt?: string;
  author?: string;
  tags?: string[];
  draft?: boolean;
  body?: string;
}

/** What Decap hands a preview template (the subset used here). */
interface PreviewProps {
  entry: { get(key: "data"): { toJS(): unknown } };
  /** The editor's copy of a file of the entry, uploaded or not yet saved: its URL is toString(). */
  getAsset: (path: string) => { toString(): string } | null | undefined;
  document: Document;
}

/** Words per minute, as gatsby-transformer-remark counts a post's reading time. */
const WORDS_PER_MINUTE = 265;

const coverCss = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radii.lg};
  background-color: ${theme.colors.surface};
`;

/** A picture the post names: a file next to it, as the editor holds it. */
function assetUrl(props: PreviewProps, name: string | undefined): string | undefined {
  if (!name || name.includes("/") || name.includes(":")) return undefined;
  const url = props.getAsset(name)?.toString();
  return url || undefined;
}

function PostPreview(props: PreviewProps) {
  const post = props.entry.get("data").toJS() as PostData;
  const body = post.body ?? "";
  const bodyHtml = renderPostBody(markdownToHast(body), {
    newTabLabel: site.newTabLabel,
    tableLabel: blogPage.posts.tableLabel,
    pictureSrc: (src) => assetUrl(props, src),
  });
  const words = body.split(/\s+/).filter(Boolean).length;
  const cover = assetUrl(props, post.cover);
  return (
    <Container>
      <PostArticle
        title={post.title ?? ""}
        meta={{
          labels: blogPage.posts,
          isoDate: post.date ?? "",
          minutes: Math.round(words / WORDS_PER_MINUTE),
          author: post.author,
          draft: post.draft ?? false,
        }}
        cover={cover && <img css={coverCss} src={cover} alt={post.coverAlt ?? ""} />}
        bodyHtml={bodyHtml}
        tags={post.tags ?? []}
      />
    </Container>
  );
}

/** One Emotion cache per preview iframe, writing into its <head>. */
const caches = new WeakMap<Document, EmotionCache>();
function cacheFor(document: Document): EmotionCache {
  let cache = caches.get(document);
  if (!cache) {
    cache = createCache({ key: "post", container: document.head });
    caches.set(document, cache);
  }
  return cache;
}

/** Decap's create-react-class (window.createClass) and createElement (window.h). */
interface ClassComponentSpec {
  props: PreviewProps;
  node?: HTMLElement | null;
  root?: Root;
  show(this: ClassComponentSpec): void;
  componentDidMount(this: ClassComponentSpec): void;
  componentDidUpdate(this: ClassComponentSpec): void;
  componentWillUnmount(this: ClassComponentSpec): void;
  render(this: ClassComponentSpec): unknown;
}
type CreateClass = (spec: Omit<ClassComponentSpec, "props">) => unknown;
type CreateElement = (type: string, props: object) => unknown;

/**
 * The preview template Decap renders: a <div> of its React, into which the post is rendered by
 * this bundle's React whenever the entry changes.
 */
export function postPreviewTemplate(createClass: CreateClass, h: CreateElement): unknown {
  return createClass({
    show() {
      if (!this.node) return;
      this.root ??= createRoot(this.node);
      this.root.render(
        <CacheProvider value={cacheFor(this.props.document)}>
          <GlobalStyles />
          <PostPreview {...this.props} />
        </CacheProvider>,
      );
    },
    componentDidMount() {
      this.show();
    },
    componentDidUpdate() {
      this.show();
    },
    componentWillUnmount() {
      // After Decap's commit: React does not unmount a root while it renders another.
      const { root } = this;
      queueMicrotask(() => root?.unmount());
    },
    render() {
      return h("div", { ref: (node: HTMLElement | null) => (this.node = node) });
    },
  });
}
