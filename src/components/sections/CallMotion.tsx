import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme/theme";

const { colors, tints, gradients, masks, mq } = theme;

/**
 * What moves in the hero's picture: the meter's arc runs round its ring and coins flow along the
 * dashed stream into the wallet. CSS only, on the compositor (transform and opacity), slow, and
 * only near the screen: `content-visibility: auto` skips the layer, its animations with it, once
 * the hero is far out of view. Under reduced motion it stands still, drawn as the artwork was: an
 * arc round most of the ring and three coins on their way. Positions are the artwork's
 * (artwork/hero.svg, 1200 by 1000, its scene 36 units up), as shares of the picture.
 */
const layerCss = css`
  position: absolute;
  inset: 0;
  content-visibility: auto;
  pointer-events: none;
`;

const spin = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

/** The ring (hero.svg: radius 62, stroke 12, centre 600, 384): its outer edge, 136 units across. */
const arcCss = css`
  position: absolute;
  left: calc(50% - 68% / 12);
  top: calc(38.4% - 6.8%);
  width: calc(136% / 12);
  aspect-ratio: 1;
  border-radius: 50%;
  background: ${gradients.meterArc};
  mask-image: ${masks.meterRing};
  /* Where the arc ends when it stands still: 70% of the way round, as the artwork drew it. */
  transform: rotate(0.7turn);
  animation: ${spin} 16s linear infinite;
  animation-delay: -11.2s;
`;

/** The arc's head: a bright dot on the ring at 12 o'clock of the turning box. */
const headCss = css`
  position: absolute;
  left: 44.1%;
  top: 0;
  width: 11.8%;
  aspect-ratio: 1;
  border-radius: 50%;
  background: ${colors.text};
`;

/**
 * A coin's way along the stream (hero.svg's path from 330, 664 to 880, 724), sampled at fifths of
 * the curve, then into the wallet. The track is as large as the picture, so a translate of a
 * share of its own size is that share of the picture.
 */
const STREAM = [
  [27.5, 66.4],
  [31.79, 76.34],
  [40.39, 82.05],
  [51.44, 83.39],
  [63.05, 80.22],
  [73.33, 72.4],
] as const;
const WALLET = [77.5, 72] as const;
const at = ([x, y]: readonly [number, number]) => `translate(${x.toFixed(2)}%, ${y.toFixed(2)}%)`;

/** The share of the flow spent on each fifth of the stream; the flow's last fifth takes the coin into the wallet. */
const STEP = 0.16;

const flow = keyframes`
  0% {
    transform: ${at(STREAM[0])};
    opacity: 0;
  }
  ${STREAM.slice(1)
    .map((point, index) => `${Math.round((index + 1) * STEP * 100)}% { transform: ${at(point)}; opacity: 1; }`)
    .join("\n")}
  100% {
    transform: ${at(WALLET)} scale(0.7);
    opacity: 0;
  }
`;

const FLOW_SECONDS = 9;
/** The three coins, a third of the flow apart: where each is in its flow, and so where it stands still. */
const COIN_PHASES = [0.1, 0.1 + 1 / 3, 0.1 + 2 / 3] as const;

/** The point on the stream a share of the way through the flow (up to the stream's end). */
function streamAt(phase: number): [number, number] {
  const step = Math.min(phase / STEP, STREAM.length - 1);
  const [from, to] = [STREAM[Math.floor(step)], STREAM[Math.ceil(step)]];
  const share = step - Math.floor(step);
  return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
}

const trackCss = (phase: number) => css`
  position: absolute;
  inset: 0;
  transform: ${at(streamAt(phase))};
  animation: ${flow} ${FLOW_SECONDS}s linear infinite;
  animation-delay: -${(phase * FLOW_SECONDS).toFixed(2)}s;
`;

/** A token coin (hero.svg's coin-face, radius 30): gold, a darker rim, a pale diamond. */
const coinCss = css`
  position: absolute;
  left: 0;
  top: 0;
  width: 5%;
  aspect-ratio: 1;
  border-radius: 50%;
  background:
    radial-gradient(circle closest-side, transparent 64%, ${tints.coinRim} 66% 74%, transparent 76%), ${gradients.coin};
  translate: -50% -50%;

  &::after {
    content: "";
    position: absolute;
    inset: 33%;
    background: ${colors.coinFace};
    transform: rotate(45deg) scale(0.75);
  }
`;

const stillCss = css`
  ${mq.reducedMotion} {
    & * {
      animation: none;
    }
  }
`;

export function CallMotion() {
  return (
    <div css={[layerCss, stillCss]} aria-hidden="true" data-motion="call">
      <div css={arcCss}>
        <div css={headCss} />
      </div>
      {COIN_PHASES.map((phase) => (
        <div key={phase} css={trackCss(phase)}>
          <div css={coinCss} />
        </div>
      ))}
    </div>
  );
}
