import { css } from "@emotion/react";
import { theme } from "../../theme";
import { pillCss } from "../ui";
import { fillIn } from "../../blog";

const { colors, fontSizes, space } = theme;

const SEPARATOR_WIDTH = `calc(2 * ${space[3]} + 0.3em)`;

/*
 * Each detail starts with its dot, and the list sits one dot's width left inside a clipping box:
 * however a name wraps, no line starts with a dot. The draft badge has a span of its own, so its
 * dot falls outside the badge's border.
 */
const metaCss = css`
  overflow: hidden;
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
`;

const detailsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  row-gap: ${space[2]};
  margin-inline-start: calc(-1 * ${SEPARATOR_WIDTH});

  & > *::before {
    content: "·" / "";
    display: inline-block;
    width: ${SEPARATOR_WIDTH};
    text-align: center;
  }
`;

const draftCss = css`
  ${pillCss};
  border: 1px solid ${colors.focus};
  color: ${colors.focus};
  font-weight: ${theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export type PostLabels = Queries.BlogPostLabelsFragment;

/** "2025-03-14" in the blog's locale; anything else as it is, as the editor's preview shows a date being typed. */
function shownDate(isoDate: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

export interface PostMetaProps {
  labels: PostLabels;
  isoDate: string;
  minutes: number;
  author?: string | null;
  draft: boolean;
}

export function PostMeta({ labels, isoDate, minutes, author, draft }: PostMetaProps) {
  return (
    <p css={metaCss}>
      <span css={detailsCss}>
        {draft && (
          <span>
            <span css={draftCss}>{labels.draft}</span>
          </span>
        )}
        <time dateTime={isoDate}>{shownDate(isoDate, labels.dateLocale)}</time>
        <span>{fillIn(labels.readingTime, "minutes", String(Math.max(1, minutes)))}</span>
        <span>{fillIn(labels.byline, "author", author || labels.defaultAuthor)}</span>
      </span>
    </p>
  );
}
