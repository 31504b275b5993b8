import { css } from "@emotion/react";
import { graphql } from "gatsby";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowRight from "lucide-react/icons/arrow-right";
import { theme } from "../../theme";
import {
  ButtonLink,
  ContentImage,
  type ShownWidths,
  Container,
  CONTENT_WIDTH,
  headingId,
  leadCss,
  type LandingSectionProps,
} from "../ui";
import { CallMotion } from "./CallMotion";

const { colors, space, fontSizes, fontWeights, fonts, lineHeights, media, mq, layout } = theme;

const heroCss = css`
  position: relative;
  overflow: hidden;
  /* On a phone the first screen holds the headline, the lead and the primary action. */
  padding-block: ${space[6]} ${layout.sectionSpace};

  /* A faint grid fading out from the top: the "protocol" texture behind the headline. */
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    background-image:
      linear-gradient(${theme.tints.gridLine} 1px, transparent 1px),
      linear-gradient(90deg, ${theme.tints.gridLine} 1px, transparent 1px);
    background-size: 56px 56px;
    mask-image: ${theme.masks.heroGrid};
    pointer-events: none;
  }

  &::after {
    content: "";
    position: absolute;
    inset: -20% -10% auto;
    height: 90%;
    background:
      radial-gradient(40% 50% at 25% 30%, ${theme.tints.glowViolet}, transparent 70%),
      radial-gradient(35% 45% at 80% 40%, ${theme.tints.glowCyan}, transparent 70%);
    pointer-events: none;
  }

  ${mq.sm} {
    padding-top: ${space[8]};
  }

  ${mq.lg} {
    padding-top: ${space[9]};
  }
`;

/* A little more room for the headline than for the picture. */
const gridCss = css`
  display: grid;
  gap: ${space[7]};
  align-items: center;
  position: relative;
  z-index: 1;

  ${mq.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${space[6]};
  }

  ${mq.lg} {
    grid-template-columns: 1.05fr 0.95fr;
    gap: ${space[8]};
  }
`;

/**
 * The headline, the tagline, the lead and the actions. On phones the title has the full width to
 * itself, so it grows faster with the screen than the shared display size (which must also fit the
 * two-column layout from md); with enlarged text it stops at a fifth of the content width, so its
 * longest word ("PROTOCOL", 4.7 em) stays whole. On phones the buttons share their row, and where
 * it is too narrow for both, each takes a row of its own at the same full width.
 */
const copyCss = css`
  display: grid;
  gap: ${space[4]};
  justify-items: start;

  & > h1 {
    font-size: min(clamp(2.75rem, 0.5rem + 12vw, 4.5rem), ${CONTENT_WIDTH} / 5);
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.tight};
    letter-spacing: -0.035em;
    background: linear-gradient(100deg, ${colors.text} 20%, ${colors.accent} 60%, ${colors.cyan});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }

  & > h1 + p {
    font-family: ${fonts.display};
    font-size: ${fontSizes["2xl"]};
    font-weight: ${fontWeights.semibold};
    line-height: ${lineHeights.snug};
    letter-spacing: -0.02em;
  }

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[3]};
  }

  & > div > * {
    flex: 1 1 auto;
  }

  ${mq.sm} {
    gap: ${space[5]};

    & > div {
      margin-top: ${space[2]};
    }

    & > div > * {
      flex: 0 0 auto;
    }
  }

  ${mq.md} {
    & > h1 {
      font-size: ${fontSizes.display};
    }
  }
`;

const MEDIA_MAX_WIDTH = "36rem";
const mediaCss = css`
  max-width: ${MEDIA_MAX_WIDTH};
  width: 100%;
  justify-self: center;
`;

/** The picture's width in each layout of gridCss. */
const mediaWidths: ShownWidths = [
  [media.lg, `min(${MEDIA_MAX_WIDTH}, (${CONTENT_WIDTH} - ${space[8]}) * 0.95 / 2)`],
  [media.md, `min(${MEDIA_MAX_WIDTH}, (${CONTENT_WIDTH} - ${space[6]}) * 5 / 12)`],
  `min(${MEDIA_MAX_WIDTH}, ${CONTENT_WIDTH})`,
];

export function Hero({
  id,
  title,
  tagline,
  text,
  primaryAction,
  secondaryAction,
  image,
}: LandingSectionProps<Queries.HeroSectionFragment>) {
  return (
    <section id={id} aria-labelledby={headingId(id)} css={heroCss}>
      <Container css={gridCss}>
        <div css={copyCss}>
          <h1 id={headingId(id)}>{title}</h1>
          <p>{tagline}</p>
          <p css={leadCss}>{text}</p>
          <div>
            <ButtonLink href={primaryAction.href}>
              {primaryAction.label}
              <ArrowRight size="1.125rem" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={secondaryAction.href} variant="secondary">
              {secondaryAction.label}
              <ArrowDown size="1.125rem" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
        <ContentImage image={image} shownWidths={mediaWidths} priority css={mediaCss}>
          <CallMotion />
        </ContentImage>
      </Container>
    </section>
  );
}

/** @public */
export const query = graphql`
  fragment HeroSection on HeroSectionJson {
    title
    tagline
    text
    primaryAction {
      label
      href
    }
    secondaryAction {
      label
      href
    }
    image {
      alt
      src {
        childImageSharp {
          # The largest paint on a phone: AVIF at quality 32 (4:4:4), 13.9 KB at 660 px, still
          # arrives in a new connection's first round trip; quality 27 smeared the faces at 2x. The
          # 660 px file fits a 412 px phone at 1.75x instead of the 720 px one.
          gatsbyImageData(
            width: 576
            breakpoints: [360, 450, 576, 660, 720, 900, 1152]
            formats: [WEBP, AVIF]
            avifOptions: { quality: 32 }
          )
        }
      }
    }
  }
`;
