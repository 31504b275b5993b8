import { css } from "@emotion/react";
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

export interface PostMetaProps {
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
