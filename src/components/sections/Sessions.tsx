import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme";
import {
  ContentImage,
  type ShownWidths,
  CONTENT_WIDTH,
  PointList,
  pictureCss,
  PICTURE_MAX_WIDTH,
  Section,
  type LandingSectionProps,
} from "../ui";

const { colors, space, radii, fonts, fontWeights, media, mq, shadows, motion } = theme;

/** The picture's width in the showcase's layouts. */
const pictureWidths: ShownWidths = [
  [media.lg, `min(${PICTURE_MAX_WIDTH}, (${CONTENT_WIDTH} - 2 * ${space[8]} - ${space[9]}) * 6 / 11)`],
  [media.md, `min(${PICTURE_MAX_WIDTH}, (${CONTENT_WIDTH} - 2 * ${space[7]} - ${space[6]}) * 5 / 12)`],
  `min(${PICTURE_MAX_WIDTH}, ${CONTENT_WIDTH} - 2 * ${space[5]})`,
];

const framedPictureCss = css`
  ${pictureCss};
  border-radius: ${radii.lg};
`;

const pulse = keyframes`
  50% {
    opacity: 0.35;
  }
`;

const tick = (steps: number) => keyframes`
  to {
    transform: translateY(-${((100 * steps) / (steps + 1)).toFixed(2)}%);
  }
`;

/**
 * The clock's columns (tens of minutes, minutes, tens of seconds, seconds), each a strip of its
 * digits stepping through a window one digit high. Under reduced motion they stand at 12:47.
 */
const COLUMNS = [
  { last: 5, seconds: 600, still: 1 },
  { last: 9, seconds: 60, still: 2 },
  { last: 5, seconds: 10, still: 4 },
  { last: 9, seconds: 1, still: 7 },
] as const;

/** A live call's meter over the picture, between the two screens: a pulsing dot and the call's time, ticking. */
const meterCss = css`
  position: absolute;
  left: 50%;
  top: 8%;
  translate: -50% 0;
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  background: ${colors.bg};
  box-shadow: ${shadows.glow};
  font-family: ${fonts.display};
  font-weight: ${fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;

  &::before {
    content: "";
    width: 0.55em;
    height: 0.55em;
    border-radius: 50%;
    background: ${colors.green};
  }

  & > span {
    display: flex;
    align-items: flex-start;
    height: 1em;
    overflow: hidden;
  }

  & > span > span {
    width: 1ch;
    word-break: break-all;
  }

  /* Only where nothing moves: a still transform would be where each tick starts from. */
  ${mq.reducedMotion} {
    ${COLUMNS.map(
      ({ last, still }, index) => css`
        & > span > :nth-child(${index + 1}) {
          transform: translateY(-${((100 * still) / (last + 2)).toFixed(2)}%);
        }
      `,
    )}
  }

  ${mq.motion} {
    &::before {
      animation: ${pulse} 2s ${motion.ambientSteps(1)} infinite;
    }

    ${COLUMNS.map(
      ({ last, seconds, still }, index) => css`
        & > span > :nth-child(${index + 1}) {
          animation: ${tick(last + 1)} ${seconds * (last + 1)}s steps(${last + 1}) -${seconds * still}s infinite;
        }
      `,
    )}
  }
`;

const strip = (last: number) => `${"0123456789".slice(0, last + 1)}0`;

/** A decoration: the heading and text say what it shows. */
function CallMeter() {
  return (
    <div css={meterCss} aria-hidden="true" data-motion="meter">
      <span>
        <span>{strip(5)}</span>
        <span>{strip(9)}</span>:<span>{strip(5)}</span>
        <span>{strip(9)}</span>
      </span>
    </div>
  );
}

/** The metered call, the page's signature moment: a wide showcase with the call's meter ticking. */
export function Sessions({ points, image, ...content }: LandingSectionProps<Queries.IconPointsSectionFragment>) {
  return (
    <Section
      {...content}
      layout="showcase"
      aside={
        <ContentImage image={image} shownWidths={pictureWidths} css={framedPictureCss}>
          <CallMeter />
        </ContentImage>
      }
    >
      <PointList points={points} />
    </Section>
  );
}
