import { css } from "@emotion/react";
import { theme } from "../../theme";
import { ContentImage } from "../ui";
import { postPath } from "../../blog";
import { PostMeta, type PostLabels } from "./PostMeta";

const { colors, fontSizes, fontWeights, radii, space } = theme;

const cardCss = css`
  position: relative;
  display: grid;
  gap: ${space[4]};
  align-content: start;
  padding: ${space[4]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  background: ${theme.gradients.card};
  box-shadow: ${theme.shadows.card};

  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const titleCss = css`
  font-family: ${theme.fonts.display};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  line-height: ${theme.lineHeights.snug};

  a {
    color: ${colors.text};
    text-decoration: none;
  }
  /* The whole card is the link's target, without nesting the card in the link. */
  a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: ${radii.xl};
  }
  a:focus-visible {
    outline: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const descriptionCss = css`
  color: ${colors.muted};
`;

interface PostCardProps {
  post: Queries.BlogPostSummaryFragment;
  labels: PostLabels;
  /** Its cover is the page's largest paint. */
  priority?: boolean;
}

export function PostCard({ post, labels, priority = false }: PostCardProps) {
  const { frontmatter, fields, timeToRead } = post;
  return (
    <article css={cardCss}>
      <ContentImage image={{ alt: frontmatter.coverAlt, src: frontmatter.cover }} priority={priority} />
      <h2 css={titleCss}>
        <a href={postPath(fields.slug)}>{frontmatter.title}</a>
      </h2>
      <PostMeta labels={labels} minutes={timeToRead ?? 1} {...frontmatter} />
      <p css={descriptionCss}>{frontmatter.description}</p>
    </article>
  );
}
