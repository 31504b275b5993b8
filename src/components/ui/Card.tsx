import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../theme";
import { IconTile } from "./Icon";
import { WholeWords } from "./WholeWords";

/** The raised panel of every landing card; sections extend it with their own layout. */
export const cardCss = css`
  position: relative;
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  /* Lighter on a phone, where a card is most of the screen's width. */
  padding: clamp(${theme.space[5]}, 6vw, ${theme.space[6]});
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.gradients.card};
  box-shadow: ${theme.shadows.card};
`;

export const cardGridCss = css`
  display: grid;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[6]};
  list-style: none;

  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space[5]};
    margin-top: ${theme.space[8]};
  }
`;

/**
 * A bento grid: from lg, rows of a narrow and a wide card, the wide one on alternate sides. Its
 * columns keep 18 characters' width, so with enlarged text there are fewer, and a card spans two
 * only where the list is wide enough for three.
 */
export const bentoGridCss = css`
  ${cardGridCss};
  container-type: inline-size;

  ${theme.mq.lg} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  }

  @container (min-width: 57rem) {
    & > :nth-child(4n + 2),
    & > :nth-child(4n + 3) {
      grid-column: span 2;
    }
  }
`;

/** Smaller where the card is too narrow for its longest word ("Censorship-resistance", 10.5 em). */
export const cardTitleCss = css`
  font-size: min(${theme.fontSizes.xl}, 9.5cqi);
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
`;

export const cardTextCss = css`
  color: ${theme.colors.muted};
`;

/* The border turns to the brand gradient along the top edge, fading into the usual border down
   the sides, which sets a few cards apart from a grid of plain ones. */
const accentCardCss = css`
  ${cardCss};
  border-color: transparent;
  background:
    linear-gradient(${theme.colors.raised}, ${theme.colors.surface}) padding-box,
    linear-gradient(transparent, ${theme.colors.border} 35%) border-box,
    ${theme.gradients.brand} border-box;
`;

/**
 * An icon card's rows are rows of its grid, so they line up across the cards side by side, and
 * the title beside its tile makes a row of about the tile's height however many lines it has.
 * A query container cannot share its grid's rows, so the title's container is a box of its own.
 * Each row keeps its own height within a neighbour's (a list, its spacing).
 */
const iconCardCss = (rows: number) => css`
  @supports (grid-template-rows: subgrid) {
    container-type: normal;
    display: grid;
    grid-row: span ${rows};
    grid-template-rows: subgrid;
    align-items: start;
  }

  & > div:first-child {
    display: flex;
    align-items: center;
    gap: ${theme.space[4]};
  }

  & > div:first-child > div {
    flex: 1 1 0;
    min-width: 0;
    container-type: inline-size;
  }
`;

interface IconCardProps {
  icon: string;
  title: string;
  text: string;
  /** Sets the card apart with a gradient top edge. */
  accent?: boolean;
  /** One element after the text, in the card's third row. */
  children?: ReactNode;
}

/** An item of a card grid: an icon tile and a title, then a text. */
export function IconCard({ icon, title, text, accent = false, children }: IconCardProps) {
  return (
    <li css={[accent ? accentCardCss : cardCss, iconCardCss(children ? 3 : 2)]}>
      <div>
        <IconTile name={icon} />
        <div>
          <h3 css={cardTitleCss}>
            <WholeWords text={title} />
          </h3>
        </div>
      </div>
      <p css={cardTextCss}>{text}</p>
      {children}
    </li>
  );
}
