import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../theme/theme";
import { Container } from "./Container";

const { colors, fonts, fontSizes, fontWeights, space, layout, mq } = theme;

const sectionCss = css`
  position: relative;
  padding-block: ${layout.sectionSpace};
`;

// A section of text and cards is not on screen at first paint (they all come after the hero):
// skipping its layout and paint until it nears the viewport keeps the first layout of this long
// page cheap. The size estimate only has to be roughly right: \`auto\` makes the browser remember
// the real size once rendered. Not for sections with pictures: Chromium does not always start a
// lazy image inside a skipped subtree once the section is shown, leaving its placeholder.
const skipLayoutOffscreenCss = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 56rem;
`;

const headerCss = css`
  display: grid;
  gap: ${space[4]};
  max-width: 46rem;
`;

// Centred text reads poorly in a narrow column, so phones keep the intro left-aligned.
const centredCss = css`
  ${mq.sm} {
    margin-inline: auto;
    text-align: center;
    justify-items: center;
  }
`;

const eyebrowCss = css`
  color: ${colors.accent};
  font-family: ${fonts.display};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

export const sectionHeadingCss = css`
  font-size: ${fontSizes["2xl"]};
  font-weight: ${fontWeights.bold};
`;

export const leadCss = css`
  max-width: 60ch;
  color: ${colors.muted};
  font-size: ${fontSizes.lg};
  ${mq.md} {
    line-height: 1.65;
  }
`;

interface SectionHeaderProps {
  id: string;
  eyebrow?: string;
  heading: string;
  text: string;
  centred?: boolean;
}

/** Eyebrow, h2 and lead paragraph: the opening of every landing section. */
export function SectionHeader({ id, eyebrow, heading, text, centred = false }: SectionHeaderProps) {
  return (
    <header css={[headerCss, centred && centredCss]}>
      {eyebrow && <p css={eyebrowCss}>{eyebrow}</p>}
      <h2 id={`${id}-heading`} css={sectionHeadingCss}>
        {heading}
      </h2>
      <p css={leadCss}>{text}</p>
    </header>
  );
}

// A full-width band of surface colour: it breaks up a long run of sections on the plain page.
const tintedCss = css`
  border-block: 1px solid ${colors.border};
  background: linear-gradient(180deg, rgba(20, 24, 51, 0.7) 0%, rgba(20, 24, 51, 0.35) 100%);
`;

interface SectionProps {
  /** The section's id: the target of in-page links such as "#service-providers". */
  id: string;
  children: ReactNode;
  /** Sets the section on a tinted band instead of the page background. */
  tinted?: boolean;
  /** Lays the section out only when it nears the viewport; for sections without pictures. */
  skipLayoutOffscreen?: boolean;
  className?: string;
}

/** A landing section: a labelled region with the page's vertical rhythm and width. */
export function Section({ id, children, tinted = false, skipLayoutOffscreen = false, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={[sectionCss, skipLayoutOffscreen && skipLayoutOffscreenCss, tinted && tintedCss]}
      className={className}
    >
      <Container>{children}</Container>
    </section>
  );
}
