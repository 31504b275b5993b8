// `npm run images` after editing an SVG: the PNGs in data/images/ are committed, so that the site's
// build never depends on an SVG rasteriser.
import { readdir, readFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const artworkDir = path.join(root, "artwork");
const outputDir = path.join(root, "data", "images");

// Fixed by the layout slots the images fill: an edited viewBox must not change a page's image size.
const SIZES = {
  hero: [1200, 1000],
  "service-providers": [1200, 900],
  avatar: [480, 480],
  "become-provider": [1200, 900],
  sessions: [1200, 900],
  "domain-unrekt": [1440, 900],
  "domain-fanfare": [1440, 900],
  "node-operators": [1200, 900],
  icon: [512, 512],
};

async function writePng(name, png, width, height) {
  const outFile = path.join(outputDir, `${name}.png`);
  await writeFile(outFile, png);
  console.log(`${path.relative(root, outFile)}  ${width}x${height}  ${(png.length / 1024).toFixed(1)} KiB`);
}

async function render(name) {
  const svg = await readFile(path.join(artworkDir, `${name}.svg`));
  const [width, height] = SIZES[name];
  const { width: svgWidth } = await sharp(svg).metadata();
  // librsvg rasterises at 72 dpi per user unit of the SVG's width.
  const png = await sharp(svg, { density: (72 * width) / svgWidth })
    // Guards against a one-pixel rounding difference from the density maths.
    .resize(width, height, { fit: "fill" })
    // Full-colour PNG: a palette would band the gradients and glows.
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  await writePng(name, png, width, height);
}

const names = (await readdir(artworkDir))
  .filter((file) => file.endsWith(".svg"))
  .map((file) => file.slice(0, -".svg".length))
  // The same log on every machine.
  .sort();

// Either would otherwise show only as a broken image on the site.
const unsized = names.filter((name) => !(name in SIZES));
const missing = Object.keys(SIZES).filter((name) => !names.includes(name));
if (unsized.length || missing.length) {
  if (unsized.length) console.error(`No size given for: ${unsized.join(", ")}`);
  if (missing.length) console.error(`No SVG found for: ${missing.join(", ")}`);
  process.exit(1);
}

await mkdir(outputDir, { recursive: true });
// One at a time: librsvg is memory-hungry on large filtered SVGs.
for (const name of names) await render(name);

// The share picture is opaque: platforms fill transparency with white or black.
const [width, height] = [1200, 630];
const background = Buffer.from(`
  <svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <radialGradient id="violet" cx="30%" cy="35%" r="60%">
        <stop offset="0" stop-color="#7C5CFF" stop-opacity="0.35"/>
        <stop offset="1" stop-color="#7C5CFF" stop-opacity="0"/>
      </radialGradient>
      <radialGradient id="cyan" cx="75%" cy="70%" r="55%">
        <stop offset="0" stop-color="#22D3EE" stop-opacity="0.22"/>
        <stop offset="1" stop-color="#22D3EE" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="#0B0D17"/>
    <rect width="100%" height="100%" fill="url(#violet)"/>
    <rect width="100%" height="100%" fill="url(#cyan)"/>
  </svg>`);
const hero = await sharp(path.join(outputDir, "hero.png")).resize({ height: 600 }).toBuffer();
const png = await sharp(background)
  .composite([{ input: hero, gravity: "center" }])
  .flatten({ background: "#0B0D17" })
  .png({ compressionLevel: 9, palette: false })
  .toBuffer();
await writePng("share", png, width, height);
