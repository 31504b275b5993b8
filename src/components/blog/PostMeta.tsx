import { css } from "@emotion/react";
import { theme } from "../../theme/theme";
import { pillCss } from "../ui/labels";
import { fillIn } from "../../blog/fill-in";

const { colors, fontSizes, space } = theme;

/** The room a separator dot takes before each detail: the dot, with a gap either side. */
const SEPARATOR_WIDTH = `calc(2 * ${space[3]} + 0.3em)`;

/**
 * Every detail starts with its separator dot; the list sits one separator to the left inside a
 * box that clips it, so the dot of whichever detail starts a line falls outside: however an
 * author's name wraps, no line starts or ends with a dot. The draft badge sits in a span of its
 * own, so that its dot falls outside the badge's border.
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

/** The blog's words for a post's details (data/pages/blog.json). */
export type PostLabels = Queries.BlogPostLabelsFragment;

/**
 * "2025-03-14" as a post shows it, in the blog's locale: "14 March 2025" in "en-GB". Anything else
 * as it is (the editor's preview shows a date while it is typed).
 */
function shownDate(isoDate: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

export interface PostMetaProps {
  labels: PostLabels;
  /** The post's day, "YYYY-MM-DD". */
  isoDate: string;
  minutes: number;
  author?: string | null;
  draft: boolean;
}

/**
 * A post's date, reading time and author (the blog's own name where the post names none), and the
 * "Draft" badge a preview shows on drafts.
 */
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
