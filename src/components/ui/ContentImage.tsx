import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { theme } from "../../theme/theme";

/** An image from data/: its alt text and the processed file (see the queries' gatsbyImageData). */
export interface ContentImageData {
  alt: string;
  src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

/**
 * The loading skeleton: a surface-coloured tile under the blurred placeholder until the image has
 * loaded and faded in over both; then the tile goes (IMAGE_LOADED_SCRIPT sets data-loaded), so
 * transparent artwork sits on the page. The tile does not animate, on purpose: a shimmer would
 * repaint every frame, for every image not yet loaded, and keep the main thread busy while the
 * page loads.
 */
const skeletonCss = css`
  border-radius: ${theme.radii.xl};
  background-color: ${theme.colors.surface};
  transition: background-color ${theme.motion.slow} ease;

  &[data-loaded="true"] {
    background-color: transparent;
  }

  .gatsby-image-wrapper {
    display: block;
    border-radius: inherit;
  }

  [data-main-image] {
    transition-timing-function: ${theme.motion.easing} !important;
    transition-duration: ${theme.motion.slow} !important;
  }

  ${theme.mq.reducedMotion} {
    [data-main-image] {
      transition-duration: 0.01ms !important;
    }
  }
`;

/**
 * The page's largest image is painted as soon as the browser has it, over its blurred
 * placeholder, instead of waiting at opacity 0 for a script to start a fade: the browser counts
 * the largest paint only once the image is visible, so any script that had to run first would
 * delay the page's LCP.
 */
const priorityCss = css`
  [data-main-image] {
    opacity: 1 !important;
    transition: none !important;
  }
`;

interface ContentImageProps {
  image: ContentImageData;
  /** The largest above-the-fold image: loaded at once, with high fetch priority. */
  priority?: boolean;
  className?: string;
}

/**
 * Marks an image's skeleton as loaded once its picture has loaded (an inline script in every
 * page's head, gatsby-ssr.tsx; images are not hydrated). The image plugin's own inline script
 * fades the picture in over its placeholder the same way.
 */
export const IMAGE_LOADED_SCRIPT = `document.addEventListener("load",function(e){var t=e.target;if(t instanceof HTMLImageElement&&t.hasAttribute("data-main-image")){var s=t.closest("[data-loaded]");if(s)s.setAttribute("data-loaded","true")}},true);`;

export function ContentImage({ image, priority = false, className }: ContentImageProps) {
  const data = getImage(image.src.childImageSharp?.gatsbyImageData ?? null);
  // The build fails on a missing image (content validation), so this is a programming error.
  if (!data) throw new Error(`Image "${image.alt}" has no processed image data`);
  return (
    <div css={[skeletonCss, priority && priorityCss]} className={className} data-loaded="false">
      <GatsbyImage
        image={data}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        // GatsbyImage's types leave these out, but it passes them to the <img>: the intrinsic
        // size, and a high fetch priority for the image that is the page's largest paint.
        {...{ width: data.width, height: data.height }}
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </div>
  );
}

/**
 * The image of a text-and-picture section, at most 576 px wide. The 750 px candidate is what a
 * 375 px phone at 2x needs, so it is not sent the 1152 px one. The blurred placeholders are
 * inlined into the HTML, so they are WebP: a fraction of the PNG default's bytes. The other
 * image queries (hero, domains, avatar) follow the same rules.
 *
 * @public
 */
export const query = graphql`
  fragment SectionImage on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(
          width: 576
          breakpoints: [375, 576, 750, 1152]
          placeholder: BLURRED
          blurredOptions: { toFormat: WEBP }
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }
`;
