/**
 * The self-hosted display face: Space Grotesk, variable, latin subset only (all of the site's
 * copy is latin). Body text uses the visitor's own system UI font, which costs no download, so
 * the one font file (22 KB) is all that competes with the hero image for a phone's bandwidth.
 * Importing the woff2 gives it a hashed, immutable URL; gatsby-ssr.tsx preloads the same URL.
 */
import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";

/** The unicode-range of Fontsource's latin subset. */
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const fontFiles = [spaceGroteskLatin] as const;

export const fontFaces = `
@font-face {
  font-family: "Space Grotesk Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 300 700;
  src: url(${spaceGroteskLatin}) format("woff2-variations");
  unicode-range: ${LATIN};
}
`;
