import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../../theme/theme";
import { pillCss } from "../ui/labels";

const { colors, fontSizes, space } = theme;

const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
`;

const draftCss = css`
  ${pillCss};
  border: 1px solid ${colors.focus};
  color: ${colors.focus};
  font-weight: ${theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

/** The blog's words for a post's details (data/pages/blog.json). */
export type PostLabels = Queries.BlogPostLabelsFragment;

interface PostMetaProps {
  labels: PostLabels;
  /** The ISO day, for <time>, and the day as shown. */
  isoDate: string;
  date: string;
  minutes: number;
  author?: string | null;
  draft: boolean;
}

/** A post's date, reading time and author, and the "Draft" badge a preview shows on drafts. */
export function PostMeta({ labels, isoDate, date, minutes, author, draft }: PostMetaProps) {
  return (
    <p css={metaCss}>
      {draft && <span css={draftCss}>{labels.draft}</span>}
      <time dateTime={isoDate}>{date}</time>
      <span aria-hidden="true">·</span>
      <span>{labels.readingTime.replace("{minutes}", String(Math.max(1, minutes)))}</span>
      {author && (
        <>
          <span aria-hidden="true">·</span>
          <span>{labels.byline.replace("{author}", author)}</span>
        </>
      )}
    </p>
  );
}

/**
 * The cover of a post in the list and on its page: the same image shape as every picture of the
 * site (ContentImage), at the body's width, with the blurred placeholder.
 *
 * @public
 */
export const query = graphql`
  fragment BlogPostLabels on BlogPageJsonPosts {
    feedTitle
    draft
    readingTime
    byline
    tags
    tagHeading
    previous
    next
    newer
    older
    pagination
  }

  fragment BlogPostCover on File {
    childImageSharp {
      gatsbyImageData(
        width: 768
        aspectRatio: 1.7778
        breakpoints: [375, 576, 768, 1152, 1536]
        placeholder: BLURRED
        blurredOptions: { toFormat: WEBP }
        formats: [AUTO, WEBP, AVIF]
      )
    }
  }

  fragment BlogPostSummary on MarkdownRemark {
    timeToRead
    fields {
      slug
    }
    frontmatter {
      title
      isoDate: date(formatString: "YYYY-MM-DD")
      date(formatString: "D MMMM YYYY")
      description
      author
      tags
      draft
      coverAlt
      cover {
        ...BlogPostCover
      }
    }
  }
`;
