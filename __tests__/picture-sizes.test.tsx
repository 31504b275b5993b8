import { calc } from "@csstools/css-calc";
import { render } from "@testing-library/react";
import { ContentImage, type ShownWidths } from "../src/components/ui/ContentImage";
import { CONTENT_WIDTH } from "../src/components/ui/Container";
import { theme } from "../src/theme/theme";

/** A picture's widths as a split layout writes them: the fluid gutter, min() and a column. */
const SPLIT_WIDTHS: ShownWidths = [
  [theme.media.lg, `min(34rem, (${CONTENT_WIDTH} - ${theme.space[9]}) / 2)`],
  [theme.media.md, `min(34rem, (${CONTENT_WIDTH} - ${theme.space[7]}) / 2)`],
  `min(34rem, ${CONTENT_WIDTH})`,
];

const image = {
  alt: "A picture",
  src: {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained" as const,
        width: 576,
        height: 432,
        images: {
          fallback: { src: "/static/a.png", srcSet: "/static/a.png 576w", sizes: "576px" },
          sources: [{ type: "image/avif", srcSet: "/static/a.avif 576w", sizes: "576px" }],
        },
      },
    },
  },
};

/** A length of CSS px, rem and vw on a viewport `viewport` px wide, as the browser works it out. */
function pixels(length: string, viewport: number) {
  const inPixels = length.replace(/(\d+\.?\d*|\.\d+)(rem|vw)\b/g, (_, value: string, unit: string) => {
    return `${Number(value) * (unit === "rem" ? 16 : viewport / 100)}px`;
  });
  return parseFloat(calc(`calc(${inPixels})`));
}

/** The width a browser takes from `sizes`: its first entry whose media conditions hold. */
function chosenWidth(sizes: string, viewport: number, density: number) {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const conditions = [...entry.matchAll(/\(([a-z-]+): ([\d.]+)(px|dppx)\)/g)];
    const holds = conditions.every(([, feature, value]) =>
      feature === "min-width" ? viewport >= Number(value) : density >= Number(value),
    );
    if (holds) return pixels(entry.replace(/^(\([^()]*\)( and )?)+/, "").trim(), viewport);
  }
  throw new Error(`no entry of "${sizes}" holds at ${viewport} px`);
}

describe("a picture's sizes", () => {
  const { container } = render(<ContentImage image={image} shownWidths={SPLIT_WIDTHS} />);
  const sizes = container.querySelector("source")!.getAttribute("sizes")!;

  test("has no min(), max() or clamp(), which WebKit ignores there", () => {
    expect(sizes).not.toMatch(/min\(|max\(|clamp\(/);
  });

  test("gives the width the layout shows at every viewport, or at most 2% and a pixel more, and two thirds of it on a 3x phone (below 768 px)", () => {
    for (let viewport = 280; viewport <= 2560; viewport += 1) {
      const [, shown] = SPLIT_WIDTHS.map((layout) => (typeof layout === "string" ? ["", layout] : layout)).find(
        ([condition]) => condition === "" || viewport >= Number(/(\d+)px/.exec(condition)![1]),
      )!;
      for (const [density, width] of [
        [1, pixels(shown, viewport)],
        [3, (pixels(shown, viewport) * (viewport < 768 ? 2 : 3)) / 3],
      ]) {
        const told = chosenWidth(sizes, viewport, density);
        expect({ viewport, density, low: told < width - 0.01, high: told > width * 1.02 + 1 }).toEqual({
          viewport,
          density,
          low: false,
          high: false,
        });
      }
    }
  });
});
