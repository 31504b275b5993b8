import { css } from "@emotion/react";
import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { theme } from "../../theme";
import { ButtonLink } from "./ButtonLink";
import { Container, CONTENT_WIDTH } from "./Container";
import { ContentImage, type ContentImageData, type ShownWidths } from "./ContentImage";
import { capitalsLabelCss } from "./labels";
import { WholeWords } from "./WholeWords";

const { colors, fontSizes, fontWeights, space, layout, mq, gradients, radii } = theme;

// Every section is below the first screen, so its work waits until it nears the viewport. The
// estimate is the sections' average height, so the scrollbar and the End key are about right.
const sectionCss = css`
  position: relative;
  padding-block: ${layout.sectionSpace};
  content-visibility: auto;
  contain-intrinsic-size: auto 67rem;

  ${mq.md} {
    contain-intrinsic-size: auto 41rem;
  }
`;

// A full-width band of surface colour: it breaks up a long run of sections on the plain page.
const tintedCss = css`
  border-block: 1px solid ${colors.border};
  background: ${gradients.band};
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

const headingCss = (size: "2xl" | "3xl") => css`
  font-size: ${fontSizes[size]};
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

const splitCss = css`
  display: grid;
  gap: ${space[7]};
  align-items: center;

  ${mq.md} {
    gap: ${space[6]};
  }
`;

/** On a tablet the text has seven twelfths, so its lines are not cramped. */
const pictureFirstCss = css`
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);

    & > :last-child {
      order: -1;
    }
  }

  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space[9]};
  }
`;

/** The page's signature moment: a wide framed panel under a larger heading. */
const showcaseCss = css`
  padding: ${space[6]} ${space[5]};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.xl};
  background: ${gradients.glow}, ${gradients.band};
  box-shadow: ${theme.shadows.glow};

  ${mq.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    padding: ${space[7]};
  }

  ${mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${space[9]};
    padding: ${space[8]};
  }
`;

const textColumnCss = css`
  display: grid;
  gap: ${space[6]};
`;

// Stacked under the text on a phone held sideways, a picture as wide as the screen looks blown
// up: it keeps to the width it has beside the text on a wide screen.
export const PICTURE_MAX_WIDTH = "34rem";
export const pictureCss = css`
  width: 100%;
  max-width: ${PICTURE_MAX_WIDTH};
  justify-self: center;
`;

/** The picture's width in each layout of pictureFirstCss. */
const pictureWidths: ShownWidths = [
  [theme.media.lg, `min(${PICTURE_MAX_WIDTH}, (${CONTENT_WIDTH} - ${space[9]}) / 2)`],
  [theme.media.md, `min(${PICTURE_MAX_WIDTH}, (${CONTENT_WIDTH} - ${space[6]}) * 5 / 12)`],
  `min(${PICTURE_MAX_WIDTH}, ${CONTENT_WIDTH})`,
];

const nextStepCss = css`
  display: flex;
`;

/** Under centred cards, in their middle. */
const centredNextStepCss = css`
  margin-top: ${space[7]};

  ${mq.sm} {
    justify-content: center;
  }
`;

/* The closing call to action: a glowing panel in a gradient border. */
const panelCss = css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${space[5]};
  padding: ${space[8]} ${space[5]};
  border: 1px solid transparent;
  border-radius: ${radii.xl};
  background:
    ${gradients.glow} padding-box,
    linear-gradient(${colors.surface}, ${colors.surface}) padding-box,
    ${gradients.brand} border-box;
  text-align: center;
  overflow: hidden;

  ${mq.md} {
    padding: ${space[9]} ${space[8]};
  }
`;

const panelTextCss = css`
  ${leadCss};
  max-width: 36rem;
`;

/** The id of the heading that names a section. */
export const headingId = (sectionId: string) => `${sectionId}-heading`;

export type LandingSectionProps<Content> = Content & { id: string };

interface SectionProps {
  id: string;
  /** Only on the sections that address one audience. */
  eyebrow?: string | null;
  heading: string;
  text: string;
  children?: ReactNode;
  layout?: "start" | "centred" | "panel" | "showcase";
  /** Named as the content field, so a section passes its content on whole. */
  image?: ContentImageData;
  aside?: ReactNode;
  tinted?: boolean;
  nextStep?: { label: string; href: string } | null;
}

/** A landing section; it writes its own heading, so the two ids agree. */
export function Section({
  id,
  eyebrow,
  heading,
  text,
  children,
  layout = "start",
  image,
  aside = image && <ContentImage image={image} shownWidths={pictureWidths} css={pictureCss} />,
  tinted = false,
  nextStep,
}: SectionProps) {
  const title = (
    <h2 id={headingId(id)} css={headingCss(layout === "panel" || layout === "showcase" ? "3xl" : "2xl")}>
      <WholeWords text={heading} />
    </h2>
  );
  const action = nextStep && (
    <div css={[nextStepCss, layout === "centred" && centredNextStepCss]}>
      <ButtonLink href={nextStep.href} variant="secondary">
        {nextStep.label}
        <ArrowRight size="1.125rem" aria-hidden="true" />
      </ButtonLink>
    </div>
  );
  const header = (
    <header css={[headerCss, layout === "centred" && centredCss]}>
      {eyebrow && <p css={eyebrowCss}>{eyebrow}</p>}
      {title}
      <p css={leadCss}>{text}</p>
    </header>
  );
  let body: ReactNode = (
    <>
      {header}
      {children}
      {action}
    </>
  );
  if (layout === "panel") {
    body = (
      <div css={panelCss}>
        {title}
        <p css={panelTextCss}>{text}</p>
        {children}
      </div>
    );
  } else if (aside) {
    body = (
      <div css={[splitCss, layout === "showcase" ? showcaseCss : pictureFirstCss]}>
        {children || action ? <div css={textColumnCss}>{body}</div> : header}
        {aside}
      </div>
    );
  }
  return (
    <section id={id} aria-labelledby={headingId(id)} css={[sectionCss, tinted && tintedCss]}>
      <Container>{body}</Container>
    </section>
  );
}
