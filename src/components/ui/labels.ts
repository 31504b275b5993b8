import { css } from "@emotion/react";
import { theme } from "../../theme";

/**
 * Small capitals in the display face: the label over a section's heading, a footer column's
 * heading. Each sets its own colour and letter spacing.
 */
export const capitalsLabelCss = css`
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-transform: uppercase;
`;

/** A short word in a rounded pill: a profile's tag, a domain's badge. Each sets its own colours. */
export const pillCss = css`
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
`;
