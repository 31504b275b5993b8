import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme/theme";
import { ContentImage, type ShownWidths } from "../ui/ContentImage";
import { CONTENT_WIDTH } from "../ui/Container";
import { PointList } from "../ui/PointList";
import { Section, type LandingSectionProps } from "../ui/Section";

const { colors, space, radii, fonts, fontSizes, fontWeights, media, mq, shadows } = theme;

/* At most as wide as a section's picture (Section.tsx), whose files' ladder stops at twice that. */
const PICTURE_MAX_WIDTH = "34rem";

/** The picture's width in the showcase's layouts (Section.tsx): 6 of its 11 shares, 5 of 12, or its whole width. */
const pictureWidths: ShownWidths = [
  [media.lg, `min(${PICTURE_MAX_WIDTH}, (${CONTENT_WIDTH} - 2 * ${space[8]} - ${space[9]}) * 6 / 11)`],
  [media.md, `min(${PICTURE_MAX_WIDTH}, (${CONTENT_WIDTH} - 2 * ${space[7]} - ${space[6]}) * 5 / 12)`],
  `min(${PICTURE_MAX_WIDTH}, ${CONTENT_WIDTH} - 2 * ${space[5]})`,
];

const pictureCss = css`
  width: 100%;
  max-width: ${PICTURE_MAX_WIDTH};
  justify-self: center;
  border-radius: ${radii.lg};
`;

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
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;

  ${mq.reducedMotion} {
    & * {
      animation: none;
    }
  }
`;

const pulse = keyframes`
  50% {
    opacity: 0.35;
  }
`;

const liveCss = css`
  width: 0.55em;
  height: 0.55em;
  border-radius: 50%;
  background: ${colors.green};
  animation: ${pulse} 2s ease-in-out infinite;
`;

/** One digit's window: a column of digits slides through it a step at a time. */
const windowCss = css`
  display: inline-block;
  height: 1em;
  overflow: hidden;
`;

const tick = (digits: number) => keyframes`
  to {
    transform: translateY(-${((100 * digits) / (digits + 1)).toFixed(2)}%);
  }
`;

/**
 * The clock's four columns of digits (the colon between the second and third), each 0 up to its
 * last and 0 again, stepping every so many seconds: tens of minutes, minutes, tens of seconds,
 * seconds. Under reduced motion they stand at 12:47.
 */
const COLUMNS = [
  { last: 5, seconds: 600, still: 1 },
  { last: 9, seconds: 60, still: 2 },
  { last: 5, seconds: 10, still: 4 },
  { last: 9, seconds: 1, still: 7 },
] as const;

const clockCss = css`
  & > span > span,
  & > span > span > span {
    display: block;
  }

  & > span > span > span {
    height: 1em;
  }

  ${COLUMNS.map(
    ({ last, seconds, still }, index) => css`
      & > :nth-child(${index < 2 ? index + 1 : index + 2}) > span {
        transform: translateY(-${((100 * still) / (last + 2)).toFixed(2)}%);
        animation: ${tick(last + 1)} ${seconds * (last + 1)}s steps(${last + 1}) infinite -${seconds * still}s;
      }
    `,
  )}
`;

function Digit({ last }: { last: number }) {
  return (
    <span css={windowCss}>
      <span>
        {Array.from({ length: last + 2 }, (_, digit) => (
          <span key={digit}>{digit % (last + 1)}</span>
        ))}
      </span>
    </span>
  );
}

/** The call's time, minutes and seconds, ticking: a decoration (the heading and text say what it shows). */
function CallMeter() {
  return (
    <div css={meterCss} aria-hidden="true" data-motion="meter">
      <span css={liveCss} />
      <span css={clockCss}>
        <Digit last={5} />
        <Digit last={9} />
        <span>:</span>
        <Digit last={5} />
        <Digit last={9} />
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
        <ContentImage image={image} shownWidths={pictureWidths} css={pictureCss}>
          <CallMeter />
        </ContentImage>
      }
    >
      <PointList points={points} />
    </Section>
  );
}
