import { ClassNames, css } from "@emotion/react";
import { fillIn } from "../../blog";
import { Island } from "../../islands";
import { theme } from "../../theme";
import { ContentLink, visuallyHiddenCss, capitalsLabelCss } from "../ui";
import type { PostLabels } from "./PostMeta";

const { colors, fontSizes, fontWeights, layout, radii, space, motion } = theme;

export const linkRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

export const linkRowHeadingCss = css`
  ${capitalsLabelCss};
  margin-inline-end: ${space[2]};
  color: ${colors.muted};
  font-size: ${fontSizes.xs};
  letter-spacing: 0.08em;
`;

export const linkRowListCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  list-style: none;
`;

const buttonCss = css`
  display: inline-flex;
  align-items: center;
  min-height: ${layout.tapTarget};
  padding: ${space[2]} ${space[4]};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  transition: border-color ${motion.fast} ease;

  &:hover {
    border-color: ${colors.accent};
  }
`;

/* Copying needs a script: without one, the button is not offered. */
const copyButtonCss = css`
  ${buttonCss};
  @media (scripting: none) {
    display: none;
  }
`;

/** Plain links to each network's share page, so the page loads nothing of theirs. */
export function PostShare({ labels, url, title }: { labels: PostLabels; url: string; title: string }) {
  const { share } = labels;
  const filled = (href: string) =>
    fillIn(fillIn(href, "url", encodeURIComponent(url)), "title", encodeURIComponent(title));
  return (
    <section css={linkRowCss} aria-labelledby="post-share">
      <h2 id="post-share" css={linkRowHeadingCss}>
        {share.heading}
      </h2>
      <ul css={linkRowListCss}>
        {share.links.map((link) => (
          <li key={link.label}>
            <ContentLink href={filled(link.href)} css={buttonCss}>
              {link.label}
            </ContentLink>
          </li>
        ))}
        <li>
          <ClassNames>
            {({ css: classOf }) => (
              <Island
                name="CopyLink"
                props={{
                  label: share.copyLink,
                  copiedLabel: share.copied,
                  url,
                  classNames: { button: classOf(copyButtonCss), status: classOf(visuallyHiddenCss) },
                }}
              />
            )}
          </ClassNames>
        </li>
      </ul>
    </section>
  );
}
