import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../theme/theme";
import { IconTile } from "./Icon";
import { WholeWords } from "./WholeWords";

/** The raised panel of every landing card; sections extend it with their own layout. */
export const cardCss = css`
  position: relative;
  /* Its title is sized to its width (cardTitleCss). */
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  /* Lighter on a phone, where a card is most of the screen's width: one declaration, which a
     card that sets its own padding overrides at every width. */
  padding: clamp(${theme.space[5]}, 6vw, ${theme.space[6]});
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.gradients.card};
  box-shadow: ${theme.shadows.card};
`;

/** The list that holds a section's cards: one column on phones, two from the md breakpoint. */
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
 * A bento grid: from the lg breakpoint, rows of three columns, each of a narrow and a wide card,
 * the wide one on alternate sides (the 2nd and 3rd of every four take two columns). Its columns
 * keep 18 characters' width each, so with enlarged text there are fewer, and a card spans two only
 * where the list is wide enough for three (a container query, in rem).
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

/** The h3 of every card: one size and weight, whatever the section, smaller where the card is too
    narrow for its longest word ("Censorship-resistance" is 10.5 em wide) at that size. */
export const cardTitleCss = css`
  font-size: min(${theme.fontSizes.xl}, 9.5cqi);
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
`;

/** A card's body copy, quieter than its title. */
export const cardTextCss = css`
  color: ${theme.colors.muted};
`;

/* The border turns to the brand gradient along the top edge (fading into the usual border down
   the sides), which sets a few cards apart from a grid of plain ones. Two backgrounds: the card's
   own fill inside the padding box, the gradient under the transparent border. */
const accentCardCss = css`
  ${cardCss};
  border-color: transparent;
  background:
    linear-gradient(180deg, ${theme.colors.raised} 0%, ${theme.colors.surface} 100%) padding-box,
    linear-gradient(180deg, transparent 0%, ${theme.colors.border} 35%) border-box,
    ${theme.gradients.brand} border-box;
`;

interface IconCardProps {
  icon: string;
  title: string;
  text: string;
  /** Sets the card apart with a gradient top edge. */
  accent?: boolean;
  /** One element after the text, e.g. a list of highlights: it takes the card's third row. */
  children?: ReactNode;
}

/**
 * An icon card's rows (tile and title, text, and what follows) are rows of the grid it sits in,
 * so they line up across the cards side by side. The title sits beside its tile, so a title of
 * one line and one of two make rows of about the tile's height: no blank line under the shorter.
 * A query container is laid out on its own and cannot share its grid's rows, so the title's
 * container is a box of its own here.
 */
const rowsOfGridCss = (rows: number) => css`
  @supports (grid-template-rows: subgrid) {
    container-type: normal;
    display: grid;
    grid-row: span ${rows};
    grid-template-rows: subgrid;
    /* A row as tall as a neighbour's: what is in it keeps its own height (a list, its spacing). */
    align-items: start;
  }
`;

/** The tile and the title side by side; the title is sized against the room beside the tile. */
const headCss = css`
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

/** A card of a card grid (an item of `cardGridCss`'s list): an icon tile and a title, then a text. */
export function IconCard({ icon, title, text, accent = false, children }: IconCardProps) {
  return (
    <li css={[accent ? accentCardCss : cardCss, rowsOfGridCss(children ? 3 : 2), headCss]}>
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
