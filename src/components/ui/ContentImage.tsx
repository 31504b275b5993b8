import { ClassNames, css } from "@emotion/react";
import { graphql } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { theme } from "../../theme";
import { sizesFor, type ShownWidths } from "./picture-sizes";

export type { ShownWidths };

export interface ContentImageData {
  alt: string;
  src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

/**
 * A surface-coloured tile until the picture has loaded, then none, so transparent artwork sits on
 * the page while the picture fades in. The tile never animates: a background colour does not
 * animate on the compositor. CSS cannot see a load, so IMAGE_LOADED_SCRIPT marks it, and a picture
 * that loaded out of view does not fade: nobody would see it, and it would cost the main thread.
 * Its corners yield to any a picture's own class sets.
 */
const skeletonCss = css`
  :where(&) {
    border-radius: ${theme.radii.xl};
  }
  background-color: ${theme.colors.surface};

  &[data-loaded="true"] {
    background-color: transparent;
  }

  &[data-loaded-out-of-view] img {
    transition: none;
  }
`;

/** The frame is sized before any byte of the picture arrives: as wide as the file at most, at its ratio. */
const frameCss = css`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: inherit;

  &::before {
    content: "";
    display: block;
  }
`;

const frameSizeCss = (width: number, height: number) => css`
  &::before {
    max-width: ${width}px;
    aspect-ratio: ${width} / ${height};
  }
`;

const fillCss = css`
  position: absolute;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  margin: 0;
  padding: 0;
  object-fit: cover;
`;

/**
 * Only the first screen's picture has a blurred placeholder: below it, the placeholders' base64
 * would cost the landing page's first round trip for a blur nobody sees.
 */
const placeholderCss = css`
  [data-loaded="true"] > * > & {
    opacity: 0;
  }
`;

const mainCss = css`
  opacity: 0;
  transition: opacity ${theme.motion.slow} ${theme.motion.easing};

  [data-loaded="true"] > * > picture > & {
    opacity: 1;
  }
`;

interface ContentImageProps {
  image: ContentImageData;
  /** Without them, the sizes its query gave: the full viewport up to the picture's width. */
  shownWidths?: ShownWidths;
  /** The largest image of the first screen: loaded at once, with high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Drawn over the picture, in its frame: what moves in it. */
  children?: ReactNode;
}

/**
 * Marks a skeleton loaded once its picture is, and loaded out of view when the picture is then
 * off screen. It runs inline in every page's head, so it listens before the first picture, and it
 * reads the picture's place in an animation frame, where layout is due anyway: in the load event
 * it would force one while the page parses.
 */
export const IMAGE_LOADED_SCRIPT = `document.addEventListener("load",function(e){var t=e.target;if(t instanceof HTMLImageElement&&t.hasAttribute("data-main-image")){var s=t.closest("[data-loaded]");if(s)requestAnimationFrame(function(){var r=t.getBoundingClientRect();if(r.bottom<=0||r.top>=innerHeight)s.setAttribute("data-loaded-out-of-view","");s.setAttribute("data-loaded","true")})}},true);`;

/** One line is fewer bytes. */
const oneLine = (srcSet: string) => srcSet.replace(/\n/g, "");

/**
 * A processed image as plain HTML, which needs no script to load or show: gatsby-plugin-image's
 * own component moves data-src into src in the browser and fades with inline styles, a script per
 * page and a style rewrite per picture.
 */
export function ContentImage({ image, shownWidths, priority = false, className, children }: ContentImageProps) {
  const data = getImage(image.src.childImageSharp?.gatsbyImageData ?? null);
  if (!data) throw new Error(`Image "${image.alt}" has no processed image data`);
  const { fallback, sources = [] } = data.images;
  if (!fallback) throw new Error(`Image "${image.alt}" has no fallback format`);
  const sizes = shownWidths ? sizesFor(shownWidths) : fallback.sizes;
  const loading = priority ? "eager" : "lazy";
  // Each part's rules are a class of their own, in the page once for every picture.
  return (
    <ClassNames>
      {({ css: classOf }) => (
        // The head's listener may mark it loaded before gatsby develop hydrates the page.
        <div
          className={[classOf(skeletonCss), className].filter(Boolean).join(" ")}
          data-loaded="false"
          suppressHydrationWarning
        >
          <div className={`${classOf(frameCss)} ${classOf(frameSizeCss(data.width, data.height))}`}>
            {priority && data.placeholder?.fallback && (
              <img
                className={`${classOf(fillCss)} ${classOf(placeholderCss)}`}
                src={data.placeholder.fallback}
                alt=""
                aria-hidden="true"
                decoding="async"
                data-placeholder-image=""
              />
            )}
            <picture>
              {sources.map((source) => (
                <source
                  key={source.type}
                  type={source.type}
                  media={source.media}
                  srcSet={oneLine(source.srcSet)}
                  sizes={sizes}
                />
              ))}
              <img
                // The first screen's picture paints as soon as it arrives, over its placeholder:
                // the browser counts the largest paint only once the image is visible.
                className={priority ? classOf(fillCss) : `${classOf(fillCss)} ${classOf(mainCss)}`}
                // For browsers that read none of the sources' formats: one file, without a srcset.
                src={fallback.src}
                width={data.width}
                height={data.height}
                alt={image.alt}
                loading={loading}
                decoding="async"
                data-main-image=""
                // React 18 knows no fetchPriority prop; the lowercase attribute passes through.
                {...(priority ? { fetchpriority: "high" } : {})}
              />
            </picture>
            {children}
          </div>
        </div>
      )}
    </ClassNames>
  );
}

/**
 * A section's picture, at most 544 px wide: a ladder of widths about a quarter apart, from the
 * narrowest phone at 1x to twice the widest layout, so every screen gets a file at least as wide as
 * it shows the picture and at most a step wider. One WebP file serves browsers without AVIF: a
 * WebP ladder would cost the first round trip about 290 bytes for browsers years old.
 *
 * @public
 */
export const query = graphql`
  fragment SectionImage on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(width: 576, breakpoints: [360, 450, 576, 720, 900, 1152], formats: [WEBP, AVIF])
      }
    }
  }
`;
