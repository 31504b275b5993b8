import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../theme/theme";
import { ContentImage, type ContentImageData } from "./ContentImage";
import { Section, SectionHeader } from "./Section";

const splitCss = css`
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;

  ${theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space[9]};
  }
`;

/** On wide screens the picture comes first, so consecutive sections alternate sides. */
const mediaFirstCss = css`
  ${theme.mq.lg} {
    & > :last-child {
      order: -1;
    }
  }
`;

const textCss = css`
  display: grid;
  gap: ${theme.space[6]};
`;

/* Stacked under the text (below lg), a picture as wide as a tablet looks blown up: it keeps to
   the width it has beside the text on a wide screen. */
const mediaCss = css`
  width: 100%;
  max-width: 34rem;
  justify-self: center;
`;

interface SplitSectionProps {
  id: string;
  eyebrow: string;
  heading: string;
  text: string;
  image: ContentImageData;
  mediaFirst?: boolean;
  tinted?: boolean;
  /** What follows the lead paragraph: a list of points or steps. */
  children: ReactNode;
}

/** A section of words beside a picture: text first on phones, side by side on wide screens. */
export function SplitSection({
  id,
  eyebrow,
  heading,
  text,
  image,
  mediaFirst = false,
  tinted = false,
  children,
}: SplitSectionProps) {
  return (
    <Section id={id} tinted={tinted}>
      <div css={[splitCss, mediaFirst && mediaFirstCss]}>
        <div css={textCss}>
          <SectionHeader id={id} eyebrow={eyebrow} heading={heading} text={text} />
          {children}
        </div>
        <ContentImage image={image} css={mediaCss} />
      </div>
    </Section>
  );
}
