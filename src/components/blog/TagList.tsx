import { css } from "@emotion/react";
import { fillIn, type TagLink } from "../../blog";
import { theme } from "../../theme";
import { pillCss } from "../ui";
import type { PostLabels } from "./PostMeta";
import { linkRowCss, linkRowHeadingCss, linkRowListCss } from "./PostShare";

const { colors, fontSizes, fontWeights, space } = theme;

const listCss = css`
  ${linkRowListCss};

  a {
    ${pillCss};
    display: inline-flex;
    gap: ${space[2]};
    align-items: baseline;
    border: 1px solid transparent;
    background: ${theme.tints.accentBadge};
    color: ${colors.accent};
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.accent};
  }
  a[aria-current="page"] {
    border-color: ${colors.accent};
    color: ${colors.text};
  }
  a > span {
    color: ${colors.muted};
    font-weight: ${fontWeights.medium};
  }
`;

/** "3 posts" in the blog's words, singular or plural as its language counts. */
function postCount(labels: PostLabels, count: number): string {
  const form = new Intl.PluralRules(labels.dateLocale).select(count) === "one" ? "one" : "other";
  return fillIn(labels.tagCount[form], "count", String(count));
}

export function TagList({ tags, labels, current }: { tags: TagLink[]; labels: PostLabels; current: string | null }) {
  return (
    <nav css={linkRowCss} aria-labelledby="all-tags">
      <h2 id="all-tags" css={linkRowHeadingCss}>
        {labels.allTags}
      </h2>
      <ul css={listCss}>
        {tags.map((tag) => (
          <li key={tag.path}>
            <a href={tag.path} aria-current={tag.name === current ? "page" : undefined}>
              {tag.name} <span>{postCount(labels, tag.count)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
