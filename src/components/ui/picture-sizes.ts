import { calc } from "@csstools/css-calc";
import { theme } from "../../theme";

/**
 * How wide a picture is shown: each min-width condition (narrowest last) with the picture's width
 * under it, written from the layout's own tokens; last, the width where no condition holds.
 */
export type ShownWidths = readonly [...(readonly [condition: string, width: string])[], width: string];

const DENSER_THAN_2X = "(min-resolution: 3dppx)";

/** A rem in sizes is the browser's default font size, whatever the page's CSS says. */
const REM_IN_PX = 16;

/** Outside these viewports the nearest piece holds. */
const VIEWPORTS = { narrowest: 240, widest: 3840 } as const;

function pixelsAt(width: string, viewport: number): number {
  const inPixels = width.replace(/(\d+\.?\d*|\.\d+)(rem|vw)\b/g, (_, value: string, unit: string) => {
    return `${Number(value) * (unit === "rem" ? REM_IN_PX : viewport / 100)}px`;
  });
  const pixels = /^(-?[\d.]+)px$/.exec(calc(`calc(${inPixels})`));
  if (!pixels) throw new Error(`A picture's width must come to a length in px, rem or vw: ${width}`);
  return Number(pixels[1]);
}

/** Viewports over which a width grows in a straight line: slope × viewport + offset. */
interface Piece {
  from: number;
  slope: number;
  offset: number;
}

/**
 * How far above the width a piece may run before the next starts: fewer pieces in every page's
 * HTML. Files are about a quarter apart in width, so a picture gets the same file or now and then
 * the next, never a smaller one.
 */
const ABOVE_WIDTH = 0.02;

/**
 * A width as straight pieces never below it: min(), max() and clamp() of straight lines bend only
 * where one argument overtakes another. Doubling steps, then halving, find where a piece leaves its line.
 */
function piecesOf(width: string, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  let start = from;
  while (start < to) {
    const slope = pixelsAt(width, start + 1) - pixelsAt(width, start);
    const piece = { from: start, slope, offset: pixelsAt(width, start) - slope * start };
    const onLine = (viewport: number) => {
      const shown = pixelsAt(width, viewport);
      const above = slope * viewport + piece.offset - shown;
      return above > -0.01 && above <= ABOVE_WIDTH * shown;
    };
    let fits = start + 1;
    let misfits = to;
    for (let step = 1; fits < to; step *= 2) {
      const next = Math.min(fits + step, to);
      if (!onLine(next)) {
        misfits = next;
        break;
      }
      fits = next;
    }
    while (misfits - fits > 1) {
      const middle = Math.floor((fits + misfits) / 2);
      if (onLine(middle)) fits = middle;
      else misfits = middle;
    }
    pieces.push(piece);
    start = fits < to ? misfits : to;
  }
  return pieces;
}

/** A length WebKit reads in sizes: px, vw or their sum in calc(), rounded up. */
function lengthOf({ slope, offset }: Piece): string {
  const vw = Math.ceil(Math.round(slope * 100 * 1000) / 10) / 100;
  const px = Math.ceil(Math.round(offset * 100) / 100);
  if (vw === 0) return `${px}px`;
  if (px === 0) return `${vw}vw`;
  return `calc(${vw}vw ${px < 0 ? "-" : "+"} ${Math.abs(px)}px)`;
}

function minWidthOf(condition: string): number {
  const width = /^\(min-width: (\d+)px\)$/.exec(condition);
  if (!width) throw new Error(`A picture's layout needs a min-width condition in px: ${condition}`);
  return Number(width[1]);
}

const sizesOfWidths = new WeakMap<ShownWidths, string>();

/**
 * The sizes attribute, in plain lengths: WebKit ignores one with min(), max() or clamp() and takes
 * the whole viewport, twice the bytes. A 3x phone is told two thirds of the width, so it gets the
 * 2x file: the third density step would cost more than twice the bytes for detail hardly seen at
 * a phone's distance. Screens of 3x are phones, so only the phone layouts have that entry.
 */
export function sizesFor(widths: ShownWidths): string {
  const known = sizesOfWidths.get(widths);
  if (known !== undefined) return known;
  const pieces: Piece[] = [];
  let to: number = VIEWPORTS.widest;
  for (const layout of widths) {
    const [from, width] =
      typeof layout === "string" ? [VIEWPORTS.narrowest, layout] : [minWidthOf(layout[0]), layout[1]];
    pieces.unshift(...piecesOf(width, from, to));
    to = from;
  }
  // Written alike, a phone piece's 3x entry and its own compress to little more than one.
  const sizes = pieces
    .reverse()
    .flatMap((piece) => {
      const viewport = piece.from > VIEWPORTS.narrowest ? `(min-width: ${piece.from}px)` : "";
      const length = lengthOf(piece);
      const twoThirds = `calc(${length.replace(/^calc\(/, "(")}/1.5)`;
      const entry = `${viewport} ${length}`.trim();
      if (piece.from >= minWidthOf(theme.media.md)) return [entry];
      return [`${[DENSER_THAN_2X, viewport].filter(Boolean).join(" and ")} ${twoThirds}`, entry];
    })
    .join(", ");
  sizesOfWidths.set(widths, sizes);
  return sizes;
}
