import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { BLOG_PATH, type PostPageContext, tagPath } from "../../blog";
import { theme } from "../../theme";
import { pillCss } from "../ui";
import { postBodyCss } from "./post-body-css";
import { PostMeta, type PostMetaProps } from "./PostMeta";
import { PostShare } from "./PostShare";

const { colors, fontSizes, fontWeights, lineHeights, radii, space } = theme;

/* minmax(0, 1fr), not the implicit auto track: a long line of code would widen the whole post. */
const articleCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[6]};
  max-width: ${theme.reading.measure};
  margin-inline: auto;
  padding-block: ${theme.layout.sectionSpace};
  font-size: ${theme.reading.body};
`;

/** The arrows are decoration: their alternative text is empty, so screen readers skip them. */
export const directionArrowsCss = css`
  [rel="prev"] > span:first-child::before {
    content: "← ";
    content: "← " / "";
  }
  [rel="next"] > span:first-child::after {
    content: " →";
    content: " →" / "";
  }
`;

export const backLinkCss = css`
  justify-self: start;
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &::before {
    content: "← ";
    content: "← " / "";
  }
`;

export const pageHeadingCss = css`
  font-family: ${theme.fonts.display};
  font-size: ${fontSizes["3xl"]};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
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
  ${theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }

  a {
    display: grid;
    gap: ${space[2]};
    align-content: start;
    height: 100%;
    padding: ${space[4]} ${space[5]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${theme.gradients.card};
    color: ${colors.text};
    font-family: ${theme.fonts.display};
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.snug};
    text-decoration: none;
    transition: border-color ${theme.motion.fast} ease;
  }
  a:hover {
    border-color: ${colors.accent};
  }
  a:hover strong {
    text-decoration: underline;
  }
  a > span {
    color: ${colors.muted};
    font-family: ${theme.fonts.body};
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
  }
  [rel="next"] {
    text-align: end;
    ${theme.mq.sm} {
      grid-column: 2;
    }
  }
`;

interface PostArticleProps extends Partial<Pick<PostPageContext, "previous" | "next">> {
  title: string;
  meta: PostMetaProps;
  /** The page's processed image, or the editor's preview of the uploaded file. */
  cover: ReactNode;
  /** Already sanitised. */
  bodyHtml: string;
  tags: readonly string[];
  /** The post's address; the editor's preview has none, so no way back and no share links. */
  url?: string;
}

/** A post as its page shows it; the editor's preview uses it too, so the preview looks like the page. */
export function PostArticle({ title, meta, cover, bodyHtml, tags, previous, next, url }: PostArticleProps) {
  const { labels } = meta;
  return (
    <article css={articleCss}>
      {url && (
        <a href={BLOG_PATH} css={backLinkCss}>
          {labels.allPosts}
        </a>
      )}
      <header css={css({ display: "grid", gap: space[4] })}>
        <h1 css={pageHeadingCss}>{title}</h1>
        <PostMeta {...meta} />
      </header>
      {cover}
      <div css={postBodyCss} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
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
      {url && <PostShare labels={labels} url={url} title={title} />}
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
