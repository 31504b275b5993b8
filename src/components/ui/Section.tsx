import { css } from "@emotion/react";
import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { theme } from "../../theme/theme";
import { ButtonLink } from "./ButtonLink";
import { Container, CONTENT_WIDTH } from "./Container";
import { ContentImage, type ContentImageData, type ShownWidths } from "./ContentImage";
import { capitalsLabelCss } from "./labels";
import { WholeWords } from "./WholeWords";

const { colors, fontSizes, fontWeights, space, layout, mq } = theme;

// Every section is below the first screen: skipping its style, layout and paint until it nears
// the viewport keeps the load to the first screen's work. The size estimate is the sections'
// average height (stacked, then side by side from md), so the scrollbar and the End key are about
// right before they render; `auto` keeps each real size once rendered.
const sectionCss = css`
  position: relative;
  padding-block: ${layout.sectionSpace};
  content-visibility: auto;
  contain-intrinsic-size: auto 67rem;

  ${mq.md} {
    contain-intrinsic-size: auto 41rem;
  }
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
  ${capitalsLabelCss};
  color: ${colors.accent};
  letter-spacing: 0.14em;
`;

const sectionHeadingCss = css`
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

// A full-width band of surface colour: it breaks up a long run of sections on the plain page.
const tintedCss = css`
  border-block: 1px solid ${colors.border};
  background: ${theme.gradients.band};
`;

/**
 * Text beside a picture or other content: stacked on phones, two columns from tablets up. On a
 * tablet the text has seven twelfths, so its lines are not cramped; from lg, half each.
 */
const splitCss = css`
  display: grid;
  gap: ${space[7]};
  align-items: center;

  ${mq.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${space[6]};
  }

  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space[9]};
  }
`;

/** Beside the text, the aside comes first, so consecutive sections alternate sides. */
const asideFirstCss = css`
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);

    & > :last-child {
      order: -1;
    }
  }

  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const textColumnCss = css`
  display: grid;
  gap: ${space[6]};
`;

/* Stacked under the text on a phone held sideways, a picture as wide as the screen looks blown
   up: it keeps to the width it has beside the text on a wide screen. */
const PICTURE_MAX_WIDTH = "34rem";
const pictureCss = css`
  width: 100%;
  max-width: ${PICTURE_MAX_WIDTH};
  justify-self: center;
`;

/** The picture's width in each layout of splitCss: a column beside the text, or the whole width. */
const pictureWidths: ShownWidths = [
  [theme.media.lg, `min(${PICTURE_MAX_WIDTH}, (${CONTENT_WIDTH} - ${space[9]}) / 2)`],
  [theme.media.md, `min(${PICTURE_MAX_WIDTH}, (${CONTENT_WIDTH} - ${space[6]}) * 5 / 12)`],
  `min(${PICTURE_MAX_WIDTH}, ${CONTENT_WIDTH})`,
];

/** A section's next step starts at the text's edge, or under centred cards in their middle. */
const nextStepCss = css`
  display: flex;
`;

const centredNextStepCss = css`
  margin-top: ${space[7]};

  ${mq.sm} {
    justify-content: center;
  }
`;

/* The closing call to action: a glowing panel in a gradient border (padding-box / border-box). */
const panelCss = css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${space[5]};
  padding: ${space[8]} ${space[5]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.xl};
  background:
    ${theme.gradients.glow} padding-box,
    linear-gradient(${colors.surface}, ${colors.surface}) padding-box,
    ${theme.gradients.brand} border-box;
  text-align: center;
  overflow: hidden;

  ${mq.md} {
    padding: ${space[9]} ${space[8]};
  }
`;

/**
 * The page's signature moment: text and picture side by side in a wide framed panel, under a
 * larger heading than the other sections'.
 */
const showcaseCss = css`
  padding: ${space[6]} ${space[5]};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${theme.radii.xl};
  background: ${theme.gradients.glow}, ${theme.gradients.band};
  box-shadow: ${theme.shadows.glow};

  ${mq.md} {
    padding: ${space[7]};
  }

  ${mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    padding: ${space[8]};
  }

  & h2 {
    font-size: ${fontSizes["3xl"]};
  }
`;

const panelHeadingCss = css`
  ${sectionHeadingCss};
  font-size: ${fontSizes["3xl"]};
`;

const panelTextCss = css`
  ${leadCss};
  max-width: 36rem;
`;

/** The id of the heading that names a section. */
export const headingId = (sectionId: string) => `${sectionId}-heading`;

export type LandingSectionProps<Content> = Content & { id: string };

interface NextStep {
  label: string;
  href: string;
}

interface SectionProps {
  id: string;
  /** Only on the sections that address one audience. */
  eyebrow?: string | null;
  heading: string;
  text: string;
  children?: ReactNode;
  /** The header above the content, at the start or centred (from sm); beside the aside in a framed showcase; or in a call-to-action panel. */
  layout?: "start" | "centred" | "panel" | "showcase";
  /** Named as the content field, so a section passes its content on whole. */
  image?: ContentImageData;
  aside?: ReactNode;
  /** Puts the picture or aside on the left on wide screens. */
  asideFirst?: boolean;
  tinted?: boolean;
  nextStep?: NextStep | null;
}

/** A landing section; it writes its own header, so its id and its heading's id agree. */
export function Section({
  id,
  eyebrow,
  heading,
  text,
  children,
  layout = "start",
  image,
  aside = image && <ContentImage image={image} shownWidths={pictureWidths} css={pictureCss} />,
  asideFirst = false,
  tinted = false,
  nextStep,
}: SectionProps) {
  const action = nextStep && (
    <div css={[nextStepCss, layout === "centred" && centredNextStepCss]}>
      <ButtonLink href={nextStep.href} variant="secondary">
        {nextStep.label}
        <ArrowRight size="1.125rem" aria-hidden="true" />
      </ButtonLink>
    </div>
  );
  // Eyebrow, h2 and lead paragraph: the opening of a landing section.
  const header = (
    <header css={[headerCss, layout === "centred" && centredCss]}>
      {eyebrow && <p css={eyebrowCss}>{eyebrow}</p>}
      <h2 id={headingId(id)} css={sectionHeadingCss}>
        <WholeWords text={heading} />
      </h2>
      <p css={leadCss}>{text}</p>
    </header>
  );
  let body: ReactNode;
  if (layout === "panel") {
    body = (
      <div css={panelCss}>
        <h2 id={headingId(id)} css={panelHeadingCss}>
          <WholeWords text={heading} />
        </h2>
        <p css={panelTextCss}>{text}</p>
        {children}
      </div>
    );
  } else if (aside) {
    body = (
      <div css={[splitCss, asideFirst && asideFirstCss, layout === "showcase" && showcaseCss]}>
        {children || action ? (
          <div css={textColumnCss}>
            {header}
            {children}
            {action}
          </div>
        ) : (
          header
        )}
        {aside}
      </div>
    );
  } else {
    body = (
      <>
        {header}
        {children}
        {action}
      </>
    );
  }
  return (
    <section id={id} aria-labelledby={headingId(id)} css={[sectionCss, tinted && tintedCss]}>
      <Container>{body}</Container>
    </section>
  );
}
