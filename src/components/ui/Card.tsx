import { css } from "@emotion/react";
import { theme } from "../../theme/theme";

/** The raised panel of every card on the site; sections extend it with their own layout. */
export const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: linear-gradient(180deg, rgba(28, 33, 69, 0.9) 0%, rgba(20, 24, 51, 0.9) 100%);
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

/** The h3 of every card: one size and weight, whatever the section. */
export const cardTitleCss = css`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
`;

/** A card's body copy, quieter than its title. */
export const cardTextCss = css`
  color: ${theme.colors.muted};
`;
