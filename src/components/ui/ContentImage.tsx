import { css, keyframes } from "@emotion/react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { theme } from "../../theme/theme";

/** An image from data/: its alt text and the processed file (see the queries' gatsbyImageData). */
export interface ContentImageData {
  alt: string;
  src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/**
 * The loading skeleton (SPEC §4): a shimmer behind the blurred placeholder until the image has
 * loaded and faded in over both. Reduced motion stops the shimmer (global styles).
 */
const skeletonCss = css`
  border-radius: inherit;
  background-color: ${theme.colors.surface};
  background-image: linear-gradient(
    100deg,
    rgba(255, 255, 255, 0) 30%,
    rgba(255, 255, 255, 0.06) 50%,
    rgba(255, 255, 255, 0) 70%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;

  [data-main-image] {
    transition-timing-function: ${theme.motion.easing} !important;
    transition-duration: ${theme.motion.slow} !important;
  }
`;

interface ContentImageProps {
  image: ContentImageData;
  /** The largest above-the-fold image: loaded at once, with high fetch priority. */
  priority?: boolean;
  className?: string;
}

export function ContentImage({ image, priority = false, className }: ContentImageProps) {
  const data = getImage(image.src.childImageSharp?.gatsbyImageData ?? null);
  // The build fails on a missing image (content validation), so this is a programming error.
  if (!data) throw new Error(`Image "${image.alt}" has no processed image data`);
  return (
    <GatsbyImage
      image={data}
      alt={image.alt}
      className={className}
      css={skeletonCss}
      loading={priority ? "eager" : "lazy"}
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}

/** The image of a text-and-picture section, sized for its half of the content width. */
export const query = graphql`
  fragment SectionImage on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(width: 576, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
