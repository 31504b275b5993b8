import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme";

const { colors, gradients, masks, mq, motion } = theme;

const spin = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

/**
 * A coin's way along the picture's dashed stream, sampled at fifths of the curve. A track is as
 * large as the picture, so a translate of a share of its own size is that share of the picture.
 */
const STREAM = [
  [27.5, 66],
  [32, 76],
  [40, 82],
  [51, 83],
  [63, 80],
  [73, 72],
] as const;
const at = ([x, y]: readonly [number, number]) => `translate(${x}%,${y}%)`;

/** The flow's six legs, as long as each other: five along the stream, the last into the wallet. */
const LEG = 100 / STREAM.length;
const percent = (share: number) => `${+share.toFixed(2)}%`;

const flow = keyframes`
  0%, 100% {
    opacity: 0;
  }
  ${percent(LEG)}, ${percent(5 * LEG)} {
    opacity: 1;
  }
  ${STREAM.map((point, index) => `${percent(index * LEG)}{transform:${at(point)}}`).join("")}
  100% {
    transform: ${at([77.5, 72])} scale(0.7);
  }
`;

const [FLOW_SECONDS, SPIN_SECONDS] = [9, 16];

/** Three coins a third of the flow apart; where each stands still without motion. */
const COIN_PHASES = [0.1, 0.1 + 1 / 3, 0.1 + 2 / 3] as const;

function streamAt(phase: number) {
  const step = Math.min((phase * 100) / LEG, STREAM.length - 1);
  const [from, to] = [STREAM[Math.floor(step)], STREAM[Math.ceil(step)]];
  const share = step - Math.floor(step);
  return [0, 1].map((axis) => Math.round(from[axis] + (to[axis] - from[axis]) * share)) as [number, number];
}

/**
 * What moves in the hero's picture, on the compositor and slow: the meter's arc runs round its
 * ring, its head a bright dot, and coins flow into the wallet. `content-visibility` skips it all
 * once the hero is far out of view. Under reduced motion the head stands at 12 o'clock.
 */
const layerCss = css`
  position: absolute;
  inset: 0;
  content-visibility: auto;

  & > * {
    position: absolute;
    inset: 0;
  }

  & > :first-child {
    inset: 31.6% auto auto 44.33%;
    width: 11.33%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: ${gradients.meterArc};
    mask-image: ${masks.meterRing};
  }

  & > :first-child::after {
    content: "";
    position: absolute;
    left: 44.1%;
    width: 11.8%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: ${colors.text};
  }

  /* A token coin (hero.svg's coin-face): gold round a pale centre. */
  & > :not(:first-child)::before {
    content: "";
    position: absolute;
    width: 5%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: radial-gradient(${colors.coinFace} 20%, transparent 22%), ${gradients.coin};
    translate: -50% -50%;
  }

  ${COIN_PHASES.map(
    (phase, index) => css`
      & > :nth-child(${index + 2}) {
        transform: ${at(streamAt(phase))};
        animation-delay: -${+(phase * FLOW_SECONDS).toFixed(1)}s;
      }
    `,
  )}

  ${mq.motion} {
    & > * {
      animation: ${flow} ${FLOW_SECONDS}s ${motion.ambientSteps(FLOW_SECONDS / STREAM.length)} infinite;
    }

    & > :first-child {
      animation: ${spin} ${SPIN_SECONDS}s ${motion.ambientSteps(SPIN_SECONDS)} -11.2s infinite;
    }
  }
`;

export function CallMotion() {
  return (
    <div css={layerCss} aria-hidden="true" data-motion="call">
      <div />
      {COIN_PHASES.map((phase) => (
        <div key={phase} />
      ))}
    </div>
  );
}
