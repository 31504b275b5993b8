import { calc } from "@csstools/css-calc";
import { theme } from "../../theme/theme";

/**
 * How wide a picture is shown, layout by layout: each min-width media condition (narrowest last)
 * with the picture's width under it, as a CSS length written from the same tokens as the layout's
 * CSS (rem, vw and px, in calc(), min(), max() and clamp()); last, the width where no condition
 * holds.
 */
export type ShownWidths = readonly [...(readonly [condition: string, width: string])[], width: string];

/** A screen of three device pixels per CSS pixel or more. */
const DENSER_THAN_2X = "(min-resolution: 3dppx)";

/** The browser's default font size: a rem in sizes is always this, whatever the page's CSS says. */
const REM_IN_PX = 16;

/** The viewports a picture's widths are worked out for; outside them its nearest piece holds. */
const VIEWPORTS = { narrowest: 240, widest: 3840 } as const;

/** The pixels a CSS length takes on a viewport this many pixels wide. */
function pixelsAt(width: string, viewport: number): number {
  const inPixels = width.replace(/(\d+\.?\d*|\.\d+)(rem|vw)\b/g, (_, value: string, unit: string) => {
    return `${Number(value) * (unit === "rem" ? REM_IN_PX : viewport / 100)}px`;
  });
  const pixels = /^(-?[\d.]+)px$/.exec(calc(`calc(${inPixels})`));
  if (!pixels) throw new Error(`A picture's width must come to a length in px, rem or vw: ${width}`);
  return Number(pixels[1]);
}

/** A stretch of viewports over which a width grows in a straight line: slope × viewport + offset. */
interface Piece {
  from: number;
  slope: number;
  offset: number;
}

/**
 * How far above the width a piece may run before the next starts: a bend that slows the growth
 * (the gutter widening, a column reaching its largest) is followed a little longer instead, for
 * fewer pieces in every page's HTML. Files are about a quarter apart in width, so a picture gets
 * the same file, or now and then the next, never a smaller one.
 */
const ABOVE_WIDTH = 0.02;

/**
 * A width over the viewports from `from` to `to`, as straight pieces never below it: min(), max()
 * and clamp() of straight lines bend only where one argument overtakes another. Each piece runs
 * from its first viewport as far as doubling steps stay on or just above its line, then halving
 * finds where it leaves.
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

/**
 * A piece's width as a length WebKit reads in sizes: px, vw or their sum in calc(), rounded up
 * (whole pixels, hundredths of a vw).
 */
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

/** Each layout's widths are worked out once per build, for all the pictures shown at them. */
const sizesOfWidths = new WeakMap<ShownWidths, string>();

/**
 * The sizes attribute for a picture shown at these widths, with media conditions and plain
 * lengths: WebKit ignores a length with min(), max() or clamp() there and takes the whole
 * viewport, twice the bytes. The browser fetches the smallest file at least as wide as the width
 * times the screen's density; a 3x phone is told two thirds of the width, so it gets the file a
 * 2x screen gets, twice the width: the third density step would cost more than twice the bytes
 * for detail hardly seen at a phone's distance. Screens of 3x are phones, so only the phone
 * layouts (below md) have that entry.
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
  // A phone piece's entry for 3x screens comes right before its own: a screen below 3x passes over
  // it to the next. Written the same way, the two compress to little more than one.
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
