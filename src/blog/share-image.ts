/**
 * The share cards the build draws, 1200 × 630 JPEGs well under 100 KB: a post's title, or the
 * site's tagline, on the dark brand with the logo mark and the site's name, beside the post's
 * cover (or the site's share picture) fading into the background. satori lays the words out in
 * the site's display face (Space Grotesk) and turns them into SVG paths, so no font needs to be
 * installed where the build runs; sharp (already the build's image library) rasterises that SVG.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import satori from "satori";
import sharp from "sharp";
import { LOGO_MARK } from "../components/ui/logo-mark";
import { theme } from "../theme/theme";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface ShareCard {
  /** The name beside the logo mark. */
  siteName: string;
  /** What the card says in large type: a post's title, or the site's tagline. */
  heading: string;
  /** The picture the card shows beside the words (an image file), or null for the words alone. */
  art: string | null;
}

const PADDING = 72;
/** The picture's box, at the card's right edge; its left part fades into the background. */
const ART = { width: 640, height: SHARE_IMAGE.height } as const;
/** How far the words reach into the picture's box: its faded part, where they stay legible. */
const ART_OVERLAP = 112;
/** Social networks refuse or shrink larger cards. */
const MAX_BYTES = 100 * 1024;
/** The JPEG qualities tried in turn: the first whose card is under MAX_BYTES (a detailed photograph needs a lower one). */
const QUALITIES = [80, 65, 50];
const FONT_FILE = "space-grotesk-latin-700-normal.woff";

/**
 * Satori reads WOFF but not WOFF2, so the card uses Fontsource's static 700 WOFF of the face,
 * found from the project's folder (gatsby-node.ts is bundled, so its own require cannot resolve).
 */
function fontFile(projectDir: string): string {
  const fontsource = createRequire(path.join(projectDir, "package.json")).resolve(
    "@fontsource/space-grotesk/package.json",
  );
  return path.join(path.dirname(fontsource), "files", FONT_FILE);
}

const markSvg = () => {
  const { x1, y1, x2, y2, from, to } = LOGO_MARK.gradient;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_MARK.viewBox}"><defs>` +
    `<linearGradient id="m" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<path fill="url(#m)" fill-rule="evenodd" d="${LOGO_MARK.path}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
};

/** Long headings get a smaller size, so that they fit their column in at most four lines. */
function headingSize(heading: string): number {
  if (heading.length <= 32) return 68;
  if (heading.length <= 56) return 60;
  if (heading.length <= 80) return 52;
  return 44;
}

const element = (type: string, style: Record<string, unknown>, children?: unknown, props = {}) => ({
  type,
  props: { style, children, ...props },
});

/** The card as satori's element tree, with `artSrc` the picture's address (or what stands for it). */
function layout(card: ShareCard, artSrc: string | null) {
  const { colors, gradients } = theme;
  const textWidth = (artSrc ? SHARE_IMAGE.width - ART.width + ART_OVERLAP : SHARE_IMAGE.width) - 2 * PADDING;
  return element(
    "div",
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      display: "flex",
      backgroundColor: colors.bg,
      backgroundImage: [
        `radial-gradient(circle at 0% 100%, ${theme.tints.glowViolet}, ${theme.tints.bgClear} 60%)`,
        `radial-gradient(circle at 100% 0%, ${theme.tints.glowCyan}, ${theme.tints.bgClear} 50%)`,
      ].join(", "),
      color: colors.text,
      fontFamily: "Space Grotesk",
    },
    [
      artSrc &&
        element(
          "img",
          {
            position: "absolute",
            right: 0,
            top: 0,
            width: ART.width,
            height: ART.height,
            objectFit: "cover",
            maskImage: "linear-gradient(to right, transparent 0%, #000 60%)",
          },
          undefined,
          { src: artSrc, width: ART.width, height: ART.height },
        ),
      element(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: SHARE_IMAGE.width - 2 * PADDING,
          height: SHARE_IMAGE.height - 2 * PADDING,
          margin: PADDING,
        },
        [
          element("div", { display: "flex", alignItems: "center", fontSize: 44, letterSpacing: "-0.02em" }, [
            element("img", { width: 60, height: 60, marginRight: 16 }, undefined, {
              src: markSvg(),
              width: 60,
              height: 60,
            }),
            card.siteName,
          ]),
          element("div", { display: "flex", flexDirection: "column" }, [
            element("div", {
              width: 96,
              height: 8,
              marginBottom: 28,
              borderRadius: 4,
              backgroundImage: gradients.brand,
            }),
            element(
              "div",
              {
                width: textWidth,
                fontSize: headingSize(card.heading),
                lineHeight: 1.1,
                letterSpacing: "-0.01em",
                lineClamp: 4,
              },
              card.heading,
            ),
          ]),
        ],
      ),
    ],
  );
}

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");

/**
 * What the card is drawn from, as one hash: its layout with the picture's bytes standing for the
 * picture, the JPEG settings and the font. The same key, the same card: the build caches by it.
 */
export function shareCardKey(card: ShareCard): string {
  const art = card.art && `sha256:${sha256(fs.readFileSync(card.art))}`;
  return sha256(JSON.stringify([layout(card, art), ART, QUALITIES, MAX_BYTES, FONT_FILE]));
}

/** The picture cut to its box, as a data: URL for satori (a JPEG: the card is one in the end). */
async function artDataUrl(file: string): Promise<string> {
  const jpeg = await sharp(file)
    .resize(ART.width, ART.height, { fit: "cover" })
    .flatten({ background: theme.colors.bg })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

export async function renderShareImage(card: ShareCard, projectDir: string): Promise<Buffer> {
  const art = card.art && (await artDataUrl(card.art));
  const svg = await satori(layout(card, art) as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE,
    fonts: [{ name: "Space Grotesk", data: fs.readFileSync(fontFile(projectDir)), weight: 700, style: "normal" }],
  });
  const image = sharp(Buffer.from(svg)).flatten({ background: theme.colors.bg });
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length < MAX_BYTES) break;
  }
  return jpeg;
}
