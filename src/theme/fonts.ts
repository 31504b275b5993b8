/**
 * The self-hosted display face: Space Grotesk, variable, latin subset only (all of the site's
 * copy is latin). Body text uses the visitor's own system UI font, which costs no download, so
 * the one font file (22 KB) is all that competes with the hero image for a phone's bandwidth.
 * Importing the woff2 gives it a hashed, immutable URL; gatsby-ssr.tsx preloads the same URL.
 * It is the only face of its family and is preloaded, so a unicode-range would decide nothing.
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
