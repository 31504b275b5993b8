import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { tagPath, type PostPageContext } from "../../blog/blog-pages";
import { NEW_TAB_TEXT_CLASS } from "../../blog/post-body";
import { theme } from "../../theme/theme";
import { visuallyHiddenCss } from "../ui/VisuallyHidden";
import { pillCss } from "../ui/labels";
import { directionArrowsCss } from "./direction-arrows";
import { PostMeta, type PostMetaProps } from "./PostMeta";

const { colors, fontSizes, fontWeights, lineHeights, radii, space } = theme;

const articleCss = css`
  display: grid;
  gap: ${space[6]};
  max-width: 48rem;
  margin-inline: auto;
  padding-block: ${theme.layout.sectionSpace};
`;

const headingCss = css`
  font-family: ${theme.fonts.display};
  font-size: ${fontSizes["2xl"]};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.snug};
`;

/** The body: Markdown's elements, set for reading (src/blog/post-body.ts writes them). */
const bodyCss = css`
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.body};

  & > * + * {
    margin-top: ${space[4]};
  }
  h2,
  h3,
  h4 {
    margin-top: ${space[6]};
    font-family: ${theme.fonts.display};
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.snug};
  }
  h2 {
    font-size: ${fontSizes.xl};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  a {
    color: ${colors.accent};
  }
  ul,
  ol {
    padding-left: ${space[5]};
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  blockquote {
    padding-left: ${space[4]};
    border-left: 3px solid ${colors.accent};
    color: ${colors.muted};
  }
  code {
    padding: 0.1em 0.3em;
    border-radius: ${radii.sm};
    background: ${colors.surface};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: ${space[4]};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  pre code {
    padding: 0;
  }
  picture,
  img {
    display: block;
  }
  img {
    max-width: 100%;
    height: auto;
    margin-inline: auto;
    border-radius: ${radii.lg};
    background-color: ${colors.surface};
  }
  .${NEW_TAB_TEXT_CLASS} {
    ${visuallyHiddenCss};
  }
`;

const tagsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  list-style: none;

  a {
    ${pillCss};
    display: inline-block;
    background: ${theme.tints.accentBadge};
    color: ${colors.accent};
    text-decoration: none;
  }
`;

const neighboursCss = css`
  ${directionArrowsCss}
  display: grid;
  gap: ${space[4]};
  padding-top: ${space[6]};
  border-top: 1px solid ${colors.border};
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }

  a {
    display: grid;
    gap: ${space[1]};
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  span {
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
  }
  [rel="next"] {
    text-align: end;
    ${theme.mq.md} {
      grid-column: 2;
    }
  }
`;

interface PostArticleProps {
  title: string;
  /** The date, reading time, author and draft badge under the title (its labels included). */
  meta: PostMetaProps;
  /** The cover picture: the page's processed image, or the editor's preview of the uploaded file. */
  cover: ReactNode;
  /** The body as HTML, made safe by src/blog/post-body.ts. */
  bodyHtml: string;
  tags: readonly string[];
  previous?: PostPageContext["previous"];
  next?: PostPageContext["next"];
}

/**
 * A post as its page shows it: title, details, cover, body, tags, and links to the posts before
 * and after it. The post page (src/templates/blog-post.tsx) and the browser editor's preview
 * (src/admin/post-preview.tsx) both show a post with it, so the preview looks like the page.
 */
export function PostArticle({ title, meta, cover, bodyHtml, tags, previous, next }: PostArticleProps) {
  const { labels } = meta;
  return (
    <article css={articleCss}>
      <header css={css({ display: "grid", gap: space[4] })}>
        <h1 css={headingCss}>{title}</h1>
        <PostMeta {...meta} />
      </header>
      {cover}
      <div css={bodyCss} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {tags.length > 0 && (
        <section aria-label={labels.tags}>
          <ul css={tagsCss}>
            {tags.map((tag) => (
              <li key={tag}>
                <a href={tagPath(tag)}>{tag}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <nav css={neighboursCss} aria-label={labels.pagination}>
          {previous && (
            <a href={previous.path} rel="prev">
              <span>{labels.previous}</span>
              <strong>{previous.title}</strong>
            </a>
          )}
          {next && (
            <a href={next.path} rel="next">
              <span>{labels.next}</span>
              <strong>{next.title}</strong>
            </a>
          )}
        </nav>
      )}
    </article>
  );
}
