/**
 * A post's share card, drawn by the build: the title over the brand gradient, 1200 × 630, as a
 * JPEG well under 100 KB. satori lays the title out in the site's display face (Space Grotesk)
 * and turns it into SVG paths, so no font needs to be installed where the build runs; sharp
 * (already the build's image library) rasterises that SVG.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import satori from "satori";
import sharp from "sharp";
import { theme } from "../theme/theme";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * Satori reads WOFF but not WOFF2, so the card uses Fontsource's static 700 WOFF of the face,
 * found from the project's folder (gatsby-node.ts is bundled, so its own require cannot resolve).
 */
function fontFile(projectDir: string): string {
  const fontsource = createRequire(path.join(projectDir, "package.json")).resolve(
    "@fontsource/space-grotesk/package.json",
  );
  return path.join(path.dirname(fontsource), "files", "space-grotesk-latin-700-normal.woff");
}

const PADDING = 80;

/** Long titles get a smaller size so that they fit the card in at most four lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 80) return 64;
  return 52;
}

export async function renderShareImage(title: string, siteName: string, projectDir: string): Promise<Buffer> {
  const { colors, gradients } = theme;
  const card = {
    type: "div",
    props: {
      style: {
        // Satori sizes boxes without their padding: these and the padding add up to the card.
        width: SHARE_IMAGE.width - 2 * PADDING,
        height: SHARE_IMAGE.height - 2 * PADDING,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: PADDING,
        backgroundImage: gradients.brand,
        color: colors.onAccent,
        fontFamily: "Space Grotesk",
      },
      children: [
        {
          type: "div",
          props: { style: { fontSize: 32, letterSpacing: 4, textTransform: "uppercase" }, children: siteName },
        },
        {
          type: "div",
          props: {
            style: {
              display: "flex",
              width: SHARE_IMAGE.width - 2 * PADDING,
              fontSize: titleSize(title),
              lineHeight: 1.1,
              fontWeight: 700,
            },
            children: title,
          },
        },
      ],
    },
  };
  const svg = await satori(card as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE,
    fonts: [{ name: "Space Grotesk", data: fs.readFileSync(fontFile(projectDir)), weight: 700, style: "normal" }],
  });
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
