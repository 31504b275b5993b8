import { css } from "@emotion/react";
import { theme } from "../../theme/theme";

const { colors, space, fontSizes, fontWeights, radii, fonts } = theme;

const listCss = css`
  display: grid;
  gap: ${space[5]};
  list-style: none;
`;

const itemCss = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space[1]} ${space[4]};
  align-items: start;
`;

const markerCss = css`
  grid-row: span 2;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.accent};
  font-family: ${fonts.display};
  font-weight: ${fontWeights.bold};
`;

/** Without numbers, the marker holds a small brand-gradient dot. */
const dotCss = css`
  &::before {
    content: "";
    width: 0.625rem;
    height: 0.625rem;
    border-radius: ${radii.pill};
    background: ${theme.gradients.brand};
  }
`;

const titleCss = css`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const textCss = css`
  color: ${colors.muted};
`;

interface PointListProps {
  points: readonly { title: string; text: string }[];
  /** Numbered steps (an ordered list) rather than points. */
  numbered?: boolean;
}

/** Titled points, each with its own h3, marked by number or by a bullet glyph. */
export function PointList({ points, numbered = false }: PointListProps) {
  const List = numbered ? "ol" : "ul";
  return (
    <List css={listCss}>
      {points.map((point, index) => (
        <li key={point.title} css={itemCss}>
          <span css={[markerCss, !numbered && dotCss]} aria-hidden="true">
            {numbered && index + 1}
          </span>
          <h3 css={titleCss}>{point.title}</h3>
          <p css={textCss}>{point.text}</p>
        </li>
      ))}
    </List>
  );
}
