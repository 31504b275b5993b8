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
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.gradients.card};
  box-shadow: ${theme.shadows.card};
`;

/** The list that holds a section's cards: one column on phones, two from the md breakpoint. */
export const cardGridCss = css`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[8]};
  list-style: none;

  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The h3 of every card: one size and weight, whatever the section, smaller where the card is too
    narrow for its longest word ("Censorship-resistance" is 10.5 em wide) at that size. */
export const cardTitleCss = css`
  font-size: min(${theme.fontSizes.xl}, 9cqi);
  font-weight: ${theme.fontWeights.semibold};
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
  /** One element after the text, e.g. a list of highlights: it takes the card's fourth row. */
  children?: ReactNode;
}

/**
 * An icon card's rows (tile, title, text and what follows) are rows of the grid it sits in, so
 * they line up across the cards side by side: a title on two lines moves the text down in the
 * cards beside it too. A query container is laid out on its own and cannot share its grid's
 * rows, so the title's container (titleContainerCss) is a box of its own here.
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

/** The box an icon card's title is sized against: the card's width inside its padding. */
const titleContainerCss = css`
  container-type: inline-size;
`;

/** A card of a card grid (an item of `cardGridCss`'s list): an icon tile, a title and a text. */
export function IconCard({ icon, title, text, accent = false, children }: IconCardProps) {
  return (
    <li css={[accent ? accentCardCss : cardCss, rowsOfGridCss(children ? 4 : 3)]}>
      <IconTile name={icon} />
      <div css={titleContainerCss}>
        <h3 css={cardTitleCss}>
          <WholeWords text={title} />
        </h3>
      </div>
      <p css={cardTextCss}>{text}</p>
      {children}
    </li>
  );
}
