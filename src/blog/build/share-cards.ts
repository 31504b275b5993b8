/**
 * satori turns the words into SVG paths, so no font needs installing where the build runs. Cards
 * are cached by the hash of what they are drawn from, and Netlify keeps the cache between deploys.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyCache } from "gatsby";
import satori from "satori";
import sharp from "sharp";
import { LOGO_MARK, theme } from "../../theme";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** `art` is an image file. */
export type ShareCard = { siteName: string; heading: string; art: string | null };

const PADDING = 72;
const ART = { width: 640, height: SHARE_IMAGE.height } as const;
/** The words reach into the picture's faded part only, where they stay legible. */
const ART_OVERLAP = 112;
const MARK_SIZE = { width: 60, height: 60 };
/** Social networks refuse or shrink larger cards. */
const MAX_BYTES = 100 * 1024;
/** A detailed photograph needs a lower quality to fit. */
const QUALITIES = [80, 65, 50];
const FONT_FILE = "space-grotesk-latin-700-normal.woff";

/** Satori reads WOFF, not WOFF2. Resolved from the project: the bundled gatsby-node cannot resolve it. */
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

/** Long headings get smaller, to fit in four lines. */
const headingSize = (heading: string) => 68 - 8 * [32, 56, 80].filter((most) => heading.length > most).length;

const element = (type: string, style: Record<string, unknown>, children?: unknown, props = {}) => ({
  type,
  props: { style, children, ...props },
});

function layout(card: ShareCard, artSrc: string | null) {
  const textWidth = (artSrc ? SHARE_IMAGE.width - ART.width + ART_OVERLAP : SHARE_IMAGE.width) - 2 * PADDING;
  return element(
    "div",
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      display: "flex",
      backgroundColor: theme.colors.bg,
      backgroundImage: [
        `radial-gradient(circle at 0% 100%, ${theme.tints.glowViolet}, ${theme.tints.bgClear} 60%)`,
        `radial-gradient(circle at 100% 0%, ${theme.tints.glowCyan}, ${theme.tints.bgClear} 50%)`,
      ].join(", "),
      color: theme.colors.text,
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
            ...ART,
            objectFit: "cover",
            maskImage: "linear-gradient(to right, transparent 0%, #000 60%)",
          },
          undefined,
          { src: artSrc, ...ART },
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
            element("img", { ...MARK_SIZE, marginRight: 16 }, undefined, { src: markSvg(), ...MARK_SIZE }),
            card.siteName,
          ]),
          element("div", { display: "flex", flexDirection: "column" }, [
            element("div", {
              width: 96,
              height: 8,
              marginBottom: 28,
              borderRadius: 4,
              backgroundImage: theme.gradients.brand,
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
 * The same key, the same card: the picture's hash stands for the picture. The build gives the
 * digest Gatsby already took of each file (`artDigest`), which spares reading every post's cover
 * again on every build.
 */
export function shareCardKey(card: ShareCard & { artDigest?: string }): string {
  const art = card.art && (card.artDigest ? `digest:${card.artDigest}` : `sha256:${sha256(fs.readFileSync(card.art))}`);
  return sha256(JSON.stringify([layout(card, art), ART, QUALITIES, MAX_BYTES, FONT_FILE]));
}

/** A JPEG: the card is one in the end. */
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

export type PublishedShareCard = { src: string } & typeof SHARE_IMAGE;

type PublishOptions = { cache: GatsbyCache; projectDir: string };

/** Pages that ask for the same card at once draw it once. */
const publishing = new Map<string, Promise<PublishedShareCard>>();

export function publishShareCard(
  card: ShareCard & { artDigest?: string },
  name: string,
  options: PublishOptions,
): Promise<PublishedShareCard> {
  const key = shareCardKey(card);
  const file = `static/share/${name}-${key.slice(0, 16)}.jpg`;
  let published = publishing.get(file);
  if (!published) {
    published = publish(card, key, file, options).finally(() => publishing.delete(file));
    publishing.set(file, published);
  }
  return published;
}

async function publish(card: ShareCard, key: string, file: string, { cache, projectDir }: PublishOptions) {
  const target = path.join(projectDir, "public", file);
  if (!fs.existsSync(target)) {
    const cached = (await cache.get(key)) as string | undefined;
    const jpeg = cached ? Buffer.from(cached, "base64") : await renderShareImage(card, projectDir);
    if (!cached) await cache.set(key, jpeg.toString("base64"));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, jpeg);
  }
  return { src: `/${file}`, ...SHARE_IMAGE };
}
