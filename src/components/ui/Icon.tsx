import { css } from "@emotion/react";
import { theme } from "../../theme/theme";

/** The content icons' sprite (plugins/content-icons). */
declare const __CONTENT_ICON_SPRITE__: string;

const tileCss = css`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 1px solid ${theme.tints.accentBorder};
  border-radius: ${theme.radii.md};
  background: ${theme.gradients.iconTile};
  color: ${theme.colors.accent};
`;

/**
 * A decorative icon by the name content gives it (content-icons.ts), drawn from the sprite; the
 * text beside it carries the meaning. Content validation only lets known names through.
 */
export function ContentIcon({ name, size }: { name: string; size: string }) {
  return (
    <svg width={size} height={size} strokeWidth={1.75} aria-hidden="true" focusable="false">
      <use href={`${__CONTENT_ICON_SPRITE__}#${name}`} />
    </svg>
  );
}

/** A content icon on a tinted tile: the mark of a card. */
export function IconTile({ name }: { name: string }) {
  return (
    <span css={tileCss}>
      <ContentIcon name={name} size="1.5rem" />
    </span>
  );
}
