import { ClassNames, css } from "@emotion/react";
import { graphql } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { theme } from "../../theme/theme";
import { sizesFor, type ShownWidths } from "./picture-sizes";

export type { ShownWidths };

/** An image from data/: its alt text and the processed file (see the queries' gatsbyImageData). */
export interface ContentImageData {
  alt: string;
  src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

/**
 * The loading skeleton: a surface-coloured tile (under the first screen's blurred placeholder)
 * until the image has loaded; then the tile goes at once while the picture fades in, so transparent artwork sits on
 * the page. The tile never animates: a background colour does not animate on the compositor, so
 * a shimmer, or a fade of the tile, would cost the main thread a frame at a time while the page
 * loads.
 *
 * Whether an image has loaded is the one thing CSS cannot see: IMAGE_LOADED_SCRIPT sets
 * data-loaded="true" on the skeleton, and every step of the fade hangs off that attribute. A
 * picture that loaded out of view (data-loaded-out-of-view) does not fade: it is simply there when
 * the visitor reaches it, and nobody would see a fade that costs the main thread while the page
 * loads (the sections under the first screen load their pictures then). Without JavaScript,
 * static/noscript.css shows the picture and drops the tile and the placeholder.
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

/** The frame both pictures fill; its height comes from the picture's ratio (see frameSizeCss). */
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

/**
 * The frame's size, reserved before any byte of the picture arrives: as wide as the picture at
 * most, at the picture's ratio.
 */
function frameSizeCss(width: number, height: number) {
  return css`
    &::before {
      max-width: ${width}px;
      aspect-ratio: ${width} / ${height};
    }
  `;
}

/** The placeholder and the picture both cover the frame. */
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
 * Only the first screen's picture (`priority`) has a blurred placeholder, inlined in the HTML: below
 * it, the placeholders' base64 would cost the landing page's first round trip (e2e/budgets.spec.ts)
 * for a blur nobody sees. The picture paints over it at once, so it goes without a fade.
 */
const placeholderCss = css`
  [data-loaded="true"] > * > & {
    opacity: 0;
  }
`;

/** The picture stays transparent until it has loaded, then fades in over its placeholder. */
const mainCss = css`
  opacity: 0;
  transition: opacity ${theme.motion.slow} ${theme.motion.easing};

  [data-loaded="true"] > * > picture > & {
    opacity: 1;
  }
`;

interface ContentImageProps {
  image: ContentImageData;
  /**
   * The widths the picture is shown at (see ShownWidths); without them, the sizes its query gave
   * (gatsbyImageData's default: the full viewport up to the picture's width).
   */
  shownWidths?: ShownWidths;
  /** The largest above-the-fold image: loaded at once, with high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Drawn over the picture, in its frame: what moves in it. */
  children?: ReactNode;
}

/**
 * Marks an image's skeleton as loaded once its picture has loaded, and as loaded out of view when
 * no part of the picture is in the viewport then (an inline script in every page's head,
 * gatsby-ssr.tsx, so it is listening before the first picture; images are not hydrated). The
 * fade-in is CSS keyed on the attributes it sets. It reads the picture's place in an animation
 * frame, where the layout is due anyway: in the load event it would force one while the page parses.
 */
export const IMAGE_LOADED_SCRIPT = `document.addEventListener("load",function(e){var t=e.target;if(t instanceof HTMLImageElement&&t.hasAttribute("data-main-image")){var s=t.closest("[data-loaded]");if(s)requestAnimationFrame(function(){var r=t.getBoundingClientRect();if(r.bottom<=0||r.top>=innerHeight)s.setAttribute("data-loaded-out-of-view","");s.setAttribute("data-loaded","true")})}},true);`;

/** gatsby-plugin-image breaks its srcset lists over lines; one line is fewer bytes. */
const oneLine = (srcSet: string) => srcSet.replace(/\n/g, "");

/**
 * A processed image as plain HTML: every candidate in the markup (a <picture> with one <source>
 * per modern format), native lazy loading, the intrinsic size on the <img>. Nothing here needs a
 * script to load or show: gatsby-plugin-image's own component moves data-src into src in the
 * browser and fades with inline styles, which costs the main thread a script per page and a
 * style rewrite per picture.
 */
export function ContentImage({ image, shownWidths, priority = false, className, children }: ContentImageProps) {
  const data = getImage(image.src.childImageSharp?.gatsbyImageData ?? null);
  // The build fails on a missing image (content validation), so this is a programming error.
  if (!data) throw new Error(`Image "${image.alt}" has no processed image data`);
  const { fallback, sources = [] } = data.images;
  if (!fallback) throw new Error(`Image "${image.alt}" has no fallback format`);
  const sizes = shownWidths ? sizesFor(shownWidths) : fallback.sizes;
  const loading = priority ? "eager" : "lazy";
  // Each part's rules are a class of its own, in the page's styles once for all the pictures, and
  // a picture's own class (its size, its corners) sits beside them.
  return (
    <ClassNames>
      {({ css: classOf }) => (
        // The head's listener may mark it loaded before gatsby develop hydrates the page (the
        // build's pages never hydrate it): React is to keep the attribute as it finds it.
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
 * The image of a text-and-picture section, shown at most 544 px wide (34rem, Section.tsx). Its
 * files are a ladder of widths about a quarter apart, from what the narrowest phone shows at 1x to
 * twice the widest layout, so every screen gets a file at least as wide as the picture times its
 * density (up to 2x) and at most a step wider. Below the first screen a picture is AVIF, or one
 * WebP file where AVIF is unknown: a WebP ladder would cost the first round trip about 290 bytes
 * of the landing page for browsers years old. The domains' and the avatar's queries do the same.
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
