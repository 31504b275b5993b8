/**
 * The design tokens. Components compose these and write no colour of their own, translucent ones
 * included; `transparent` is the one colour they write directly. A size that belongs to a single
 * component stays in that component.
 *
 * Text/background pairs are contrast-checked (WCAG 2.2 AA, 4.5:1 for body text):
 *   text     #EEF0FF on bg #0B0D17 ≈ 17.1:1, on surface #141833 ≈ 15.4:1
 *   muted    #A9AED0 on bg ≈ 8.9:1, on surface ≈ 8.0:1, on raised #1C2145 ≈ 7.1:1
 *   accent   #A48CFF on bg ≈ 7.2:1, on raised ≈ 5.8:1 (eyebrows, roles, badges)
 *   onAccent #0B0D17 on the button gradient (#8B6CFF → #22D3EE) ≥ 5.2:1
 *   reading  #C9CDE4 on bg ≈ 12.3:1: a post's body text, a step below text so long reading does not glare
 */
const colors = {
  bg: "#0B0D17",
  surface: "#141833",
  raised: "#1C2145",
  border: "#2A3060",
  borderStrong: "#3B4380",
  text: "#EEF0FF",
  reading: "#C9CDE4",
  muted: "#A9AED0",
  accent: "#A48CFF",
  violet: "#8B6CFF",
  cyan: "#22D3EE",
  green: "#34D399",
  onAccent: "#0B0D17",
  focus: "#FBBF24",
  /** A token coin's gold and its pale centre, as the artwork draws it. */
  gold: "#FBBF24",
  goldLight: "#FDE68A",
  goldDark: "#D97706",
  coinFace: "#FFF7D6",
} as const;

/** A colour ("#RRGGBB") at an opacity from 0 to 1, as "#RRGGBBAA", the shortest CSS for it. */
const alpha = (hex: string, opacity: number) => hex + (256 + Math.round(opacity * 255)).toString(16).slice(1);

/** The exact opacity, as rgba(): the share cards are drawn with these, and rounding would redraw them. */
function rgba(hex: string, opacity: number): string {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${opacity})`;
}

/** Translucent colours, named for their use. */
const tints = {
  headerBorder: alpha(colors.border, 0.6),
  secondaryButton: alpha(colors.surface, 0.6),
  accentBorder: alpha(colors.accent, 0.35),
  accentBadge: alpha(colors.violet, 0.16),
  successBadge: alpha(colors.green, 0.14),
  successRing: alpha(colors.green, 0.18),
  gridLine: alpha(colors.accent, 0.07),
  glowViolet: rgba(colors.violet, 0.28),
  glowCyan: rgba(colors.cyan, 0.18),
  /** Where a glow fades to: the background itself, so there is no grey midway. */
  bgClear: rgba(colors.bg, 0),
} as const;

/** Dims the page behind an open menu so it does not read as part of the menu. */
const overlays = { scrim: "rgba(5, 6, 12, 0.7)" } as const;

const gradients = {
  brand: `linear-gradient(100deg, ${colors.violet} 0%, ${colors.cyan} 100%)`,
  glow: `radial-gradient(60% 60% at 50% 40%,${alpha(colors.violet, 0.28)},${alpha(colors.bg, 0)} 70%)`,
  /** The glow as a circle that fades out before its box's nearest edge, whatever the box's shape. */
  halo: `radial-gradient(circle closest-side,${alpha(colors.violet, 0.26)},${alpha(colors.bg, 0)})`,
  surface: `linear-gradient(${colors.surface},${colors.bg})`,
  card: `linear-gradient(${alpha(colors.raised, 0.9)},${alpha(colors.surface, 0.9)})`,
  band: `linear-gradient(${alpha(colors.surface, 0.7)},${alpha(colors.surface, 0.35)})`,
  coin: `linear-gradient(135deg,${colors.goldLight},${colors.gold},${colors.goldDark})`,
  /** A meter's arc: a tail fading in, violet to cyan, up to its head at 12 o'clock. */
  meterArc: `conic-gradient(${alpha(colors.violet, 0)},${colors.violet} .45turn,${colors.cyan})`,
  /** Faint enough for the accent icon on it to stand out. */
  iconTile: `linear-gradient(135deg,${alpha(colors.violet, 0.22)},${alpha(colors.cyan, 0.12)})`,
} as const;

/** Alpha masks: only their opacity counts, so black stands for "shown". */
const masks = {
  heroGrid: "radial-gradient(80% 70% at 50% 0,#000 30%,transparent 75%)",
  /** A ring of a twelfth of its box's width, just inside its edge: the stroke of a meter's ring. */
  meterRing: "radial-gradient(closest-side,transparent 81.5%,#000 83%,#000 98.5%,transparent)",
} as const;

/** A post's highlighted code: each colour is at least 9:1 on the code's surface (#141833). */
const syntax = {
  keyword: "#C4B5FD",
  string: "#86EFAC",
  number: "#FDBA74",
  title: "#7DD3FC",
  type: "#F9A8D4",
  comment: colors.muted,
} as const;

const fonts = {
  display: `"Space Grotesk Variable", system-ui, sans-serif`,
  /* The platform's own UI face: crisp, familiar, no download. */
  body: "system-ui, sans-serif",
  mono: `ui-monospace, "SF Mono", "Cascadia Code", "Segoe UI Mono", "Roboto Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace`,
} as const;

/** From lg up each step grows with the viewport, from about 350 px wide to 1100 to 1350 px. */
const fontSizes = {
  xs: ".8125rem",
  sm: ".9375rem",
  md: "1.0625rem",
  lg: "clamp(1.125rem,1.05rem + .35vw,1.3125rem)",
  xl: "clamp(1.375rem,1.2rem + .8vw,1.75rem)",
  "2xl": "clamp(1.75rem,1.4rem + 1.6vw,2.75rem)",
  "3xl": "clamp(2.25rem,1.6rem + 3vw,4rem)",
  display: "clamp(2.5rem,1.3rem + 5.6vw,6rem)",
} as const;

/**
 * A post's text, set for long reading: 17 to 19 px in a column of about 65 characters; the
 * headings step down from the title with at least 2 px between levels. Code runs wider, so smaller.
 */
const reading = {
  body: "clamp(1.0625rem,.95rem + .45vw,1.1875rem)",
  lineHeight: 1.7,
  measure: "34em",
  h2: "clamp(1.5rem,1.3rem + .9vw,2rem)",
  h3: "clamp(1.25rem,1.15rem + .5vw,1.5625rem)",
  h4: "clamp(1.1875rem,1.1rem + .25vw,1.3125rem)",
  code: ".875em",
} as const;

const fontWeights = { medium: 500, semibold: 600, bold: 700 } as const;
const lineHeights = { tight: 1.05, snug: 1.25, body: 1.6 } as const;
const space = {
  1: ".25rem",
  2: ".5rem",
  3: ".75rem",
  4: "1rem",
  5: "1.5rem",
  6: "2rem",
  7: "3rem",
  8: "4rem",
  9: "6rem",
} as const;
const radii = { sm: ".5rem", md: ".875rem", lg: "1.25rem", xl: "1.75rem", pill: "999px" } as const;

const shadows = {
  card: `0 1px 0 ${alpha("#FFFFFF", 0.04)} inset, 0 20px 40px -24px ${alpha("#000000", 0.7)}`,
  glow: `0 0 0 1px ${tints.accentBorder}, 0 24px 60px -20px ${alpha(colors.violet, 0.55)}`,
  /** Tight enough not to blur the button's edge. */
  button: `0 8px 24px -6px ${alpha("#7C5CFF", 0.45)}`,
  buttonHover: `0 12px 28px -6px ${alpha("#7C5CFF", 0.6)}`,
  dropdown: `0 24px 40px -24px ${alpha("#000000", 0.8)}`,
  statusRing: `0 0 0 4px ${tints.successRing}`,
} as const;

/** Mobile first; the bare conditions also serve an image's sizes attribute. */
const media = { sm: "(min-width: 480px)", md: "(min-width: 768px)", lg: "(min-width: 1024px)" } as const;
const mq = {
  sm: `@media ${media.sm}`,
  md: `@media ${media.md}`,
  lg: `@media ${media.lg}`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  /** What moves for its own sake is written under this, so it stands still otherwise. */
  motion: "@media (prefers-reduced-motion: no-preference)",
} as const;

const headerHeight = "4.5rem";

const layout = {
  maxWidth: "76rem",
  gutter: "clamp(1.25rem,4vw,2.5rem)",
  /** Above and below each section: two of these separate neighbouring sections. */
  sectionSpace: "clamp(2.5rem,1.75rem + 3vw,4.5rem)",
  headerHeight,
  /** Where scrolling brings a target: below the sticky header. */
  headerClearance: `calc(${headerHeight} + ${space[4]})`,
  /** 44 px, the target size WCAG 2.5.5 asks for, so a finger hits a control. */
  tapTarget: "2.75rem",
} as const;

/**
 * Ambient motion moves in tenths of a second: Chromium wakes the main thread for every step of an
 * animation, which for a smooth one is every frame. Legs of whole tenths keep every part on one grid.
 */
const ambientSteps = (seconds: number) => `steps(${Math.round(seconds * 10)})`;

const motion = {
  fast: "150ms",
  base: "250ms",
  slow: "500ms",
  easing: "cubic-bezier(.2,.8,.2,1)",
  ambientSteps,
} as const;

export const theme = {
  colors,
  tints,
  overlays,
  gradients,
  masks,
  fonts,
  fontSizes,
  reading,
  syntax,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  media,
  mq,
  layout,
  motion,
} as const;
