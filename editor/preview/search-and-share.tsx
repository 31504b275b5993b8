// A page's title and description as a search result and a share card show them (Open Graph's
// 1200 × 630 image): what the page's <head> says, not the site's markup.
import { css } from "@emotion/react";
import { theme } from "../../src/theme";
import type { published } from "./published-content";

const { colors, space, radii, fontSizes, fontWeights, lineHeights } = theme;

const panelCss = css`
  display: grid;
  gap: ${space[5]};
  padding: ${space[5]};
  border-bottom: 1px solid ${colors.border};
  background: #fff;
  color: #202124;
  font-family: Arial, sans-serif;

  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 24rem);
    align-items: start;
  }
`;

const captionCss = css`
  margin-bottom: ${space[2]};
  color: #5f6368;
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const resultTitleCss = css`
  color: #1a0dab;
  font-size: 1.25rem;
  line-height: 1.3;
`;

const resultUrlCss = css`
  color: #4d5156;
  font-size: 0.875rem;
`;

const resultTextCss = css`
  color: #4d5156;
  font-size: 0.875rem;
  line-height: 1.58;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const cardCss = css`
  overflow: hidden;
  border: 1px solid #cfd9de;
  border-radius: ${radii.lg};
`;

const cardImageCss = css`
  display: block;
  width: 100%;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  background: ${colors.surface};
`;

const cardTextCss = css`
  display: grid;
  gap: ${space[1]};
  padding: ${space[3]};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.snug};

  & > strong {
    font-weight: ${fontWeights.semibold};
  }
  & > span {
    color: #536471;
  }
`;

interface SearchAndShareProps {
  title: string;
  description?: string;
  url: string;
  shareImage?: { src?: string; alt: string };
}

export function SearchAndShare({ title, description, url, shareImage }: SearchAndShareProps) {
  return (
    <div css={panelCss} data-search-and-share="">
      <div>
        <p css={captionCss}>Search result</p>
        <p css={resultUrlCss}>{url}</p>
        <p css={resultTitleCss}>{title}</p>
        {description && <p css={resultTextCss}>{description}</p>}
      </div>
      <div>
        <p css={captionCss}>Share card</p>
        <div css={cardCss}>
          {shareImage?.src && <img css={cardImageCss} src={shareImage.src} alt={shareImage.alt} />}
          <p css={cardTextCss}>
            <span>{url.replace(/^https?:\/\//, "").replace(/\/.*$/, "")}</span>
            <strong>{title}</strong>
            {description && <span>{description}</span>}
          </p>
        </div>
      </div>
    </div>
  );
}

const detailsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[5]};
  padding: ${space[3]} ${space[5]};
  border-bottom: 1px solid ${colors.border};
  background: #fff;
  color: #202124;
  font:
    0.875rem/1.4 Arial,
    sans-serif;

  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
  }

  & img {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

const swatchCss = css`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  border: 1px solid #c7cbd1;
  border-radius: ${radii.sm};
`;

/** What else site settings put in every page's <head>, and the editor's title. */
export function HeadDetails({ site, icon }: { site: typeof published.site; icon?: string }) {
  return (
    <p css={detailsCss}>
      <span>
        Browser tab: {icon && <img src={icon} alt={site.icon.alt} />} {site.name}
      </span>
      <span>
        Theme colour:{" "}
        <svg css={swatchCss} aria-hidden="true">
          <rect width="100%" height="100%" fill={site.themeColor} />
        </svg>
        {site.themeColor}
      </span>
      {site.social.xHandle && <span>X account: {site.social.xHandle}</span>}
      <span>Editor&apos;s tab: {site.editorTitle}</span>
    </p>
  );
}
