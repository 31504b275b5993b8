/**
 * The one self-hosted face, latin only: body text is the system's own, so this 22 KB file is all
 * that competes with the hero image for a phone's bandwidth. Preloaded and alone in its family, it
 * needs no unicode-range.
 */
import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";

export const fontFiles = [spaceGroteskLatin] as const;

export const fontFaces = `
@font-face {
  font-family: "Space Grotesk Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 300 700;
  src: url(${spaceGroteskLatin}) format("woff2-variations");
}
`;
