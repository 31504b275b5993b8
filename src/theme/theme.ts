/**
 * The design tokens: the site's colours, fonts, type scale, spacing, radii, shadows, breakpoints,
 * layout sizes and timings. Components import `theme` and compose these. They write no colour of
 * their own, translucent ones included (those are the tints, overlays, gradients, shadows and
 * masks below); the CSS keyword `transparent` is the one colour they write directly. A size that
 * belongs to a single component (an icon tile's width, say) stays in that component.
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
  /** A token coin's gold and its pale centre (the artwork's coin). */
  gold: "#FBBF24",
  goldLight: "#FDE68A",
  goldDark: "#D97706",
  coinFace: "#FFF7D6",
} as const;

/** A colour ("#RRGGBB") at an opacity from 0 to 1, as "#RRGGBBAA", the shortest CSS for it. */
const alpha = (hex: string, opacity: number) => hex + (256 + Math.round(opacity * 255)).toString(16).slice(1);

/** The same as CSS rgba(), which the share cards' renderer reads exactly (eight hex digits it rounds). */
function rgba(hex: string, opacity: number): string {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${opacity})`;
}

/** Translucent colours, each named for what it is used for. */
const tints = {
  /** The border colour at 60 %: the line under the header, softer than a card's edge. */
  headerBorder: alpha(colors.border, 0.6),
  /** The surface at 60 %: the fill of a secondary button, letting the page show through. */
  secondaryButton: alpha(colors.surface, 0.6),
  /** The accent at 35 %: the edge of an icon tile and the ring of the glow shadow. */
  accentBorder: alpha(colors.accent, 0.35),
  /** Violet at 16 %: behind accent-coloured badge text. */
  accentBadge: alpha(colors.violet, 0.16),
  /** Green at 14 %: the disc behind a tick. */
  successBadge: alpha(colors.green, 0.14),
  /** Green at 18 %: the ring round a status dot. */
  successRing: alpha(colors.green, 0.18),
  /** The accent at 7 %: the faint grid lines behind the hero headline. */
  gridLine: alpha(colors.accent, 0.07),
  /** Violet and cyan light, the colours of the glows behind hero and call-to-action content. */
  glowViolet: rgba(colors.violet, 0.28),
  glowCyan: rgba(colors.cyan, 0.18),
  /** The background made fully transparent: where a glow fades to, without a grey midway. */
  bgClear: rgba(colors.bg, 0),
} as const;

/** Layers laid over the page. */
const overlays = {
  /** Dims the page behind an open menu so it does not read as part of the menu. */
  scrim: "rgba(5, 6, 12, 0.7)",
} as const;

const gradients = {
  brand: `linear-gradient(100deg, ${colors.violet} 0%, ${colors.cyan} 100%)`,
  glow: `radial-gradient(60% 60% at 50% 40%,${alpha(colors.violet, 0.28)},${alpha(colors.bg, 0)} 70%)`,
  /** The glow as a circle that fades out before its box's nearest edge, whatever the box's shape. */
  halo: `radial-gradient(circle closest-side,${alpha(colors.violet, 0.26)},${alpha(colors.bg, 0)})`,
  surface: `linear-gradient(${colors.surface},${colors.bg})`,
  /** A card's fill: the raised colour fading to the surface colour, both at 90 %. */
  card: `linear-gradient(${alpha(colors.raised, 0.9)},${alpha(colors.surface, 0.9)})`,
  /** A full-width tinted band: the surface colour fading from 70 % to 35 % down the band. */
  band: `linear-gradient(${alpha(colors.surface, 0.7)},${alpha(colors.surface, 0.35)})`,
  /** A token coin: light gold top left to dark gold bottom right. */
  coin: `linear-gradient(135deg,${colors.goldLight},${colors.gold},${colors.goldDark})`,
  /** A meter's arc running round its ring: a tail fading in, violet to cyan, up to its head at 12 o'clock. */
  meterArc: `conic-gradient(${alpha(colors.violet, 0)},${colors.violet} .45turn,${colors.cyan})`,
  /** The fill of an icon tile: violet to cyan, faint enough for the accent icon to stand out. */
  iconTile: `linear-gradient(135deg,${alpha(colors.violet, 0.22)},${alpha(colors.cyan, 0.12)})`,
} as const;

/**
 * Alpha masks (mask-image): only their opacity counts, so black stands for "fully shown" and
 * transparent for "hidden"; the colour itself is never seen.
 */
const masks = {
  /** The hero's grid: fully shown at the top centre, faded out before the section's edges. */
  heroGrid: "radial-gradient(80% 70% at 50% 0,#000 30%,transparent 75%)",
  /** A ring of a twelfth of its box's width, just inside its edge: the stroke of a meter's ring. */
  meterRing: "radial-gradient(closest-side,transparent 81.5%,#000 83%,#000 98.5%,transparent)",
} as const;

/**
 * A post's code, highlighted at build time (src/blog/post-body.ts writes highlight.js's class
 * names). Each colour is at least 9:1 on the code's surface (#141833); comments are the muted text.
 */
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
  /* The platform's own UI face (San Francisco, Segoe UI, Roboto…): crisp, familiar, no download. */
  body: "system-ui, sans-serif",
  /* Each platform's own code face, then the common installed ones. */
  mono: `ui-monospace, "SF Mono", "Cascadia Code", "Segoe UI Mono", "Roboto Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace`,
} as const;

/**
 * The type scale. xs, sm and md are fixed; from lg up each step is fluid: it grows with the
 * viewport from its smallest size at about 350 px wide to its largest at 1100 to 1350 px.
 */
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
 * A post's text, set for long reading (src/components/blog/PostArticle.tsx): the body grows from
 * 17 px on phones to 19 px from about 1000 px wide, within a column of about 65 characters a line;
 * the headings step down from the title (fontSizes["3xl"]) with at least 2 px between levels.
 */
const reading = {
  body: "clamp(1.0625rem,.95rem + .45vw,1.1875rem)",
  lineHeight: 1.7,
  measure: "34em",
  h2: "clamp(1.5rem,1.3rem + .9vw,2rem)",
  h3: "clamp(1.25rem,1.15rem + .5vw,1.5625rem)",
  h4: "clamp(1.1875rem,1.1rem + .25vw,1.3125rem)",
  /** Code a little smaller than the text around it: a monospace face runs wider. */
  code: ".875em",
} as const;

const fontWeights = { medium: 500, semibold: 600, bold: 700 } as const;

const lineHeights = { tight: 1.05, snug: 1.25, body: 1.6 } as const;

/** A 4 px based spacing scale. */
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
  /** A primary button lifts off the page with a tinted shadow, tight enough not to blur its edge. */
  button: `0 8px 24px -6px ${alpha("#7C5CFF", 0.45)}`,
  buttonHover: `0 12px 28px -6px ${alpha("#7C5CFF", 0.6)}`,
  /** A panel dropping below the header: a dark shadow under its bottom edge only. */
  dropdown: `0 24px 40px -24px ${alpha("#000000", 0.8)}`,
  /** A soft green ring round a status dot. */
  statusRing: `0 0 0 4px ${tints.successRing}`,
} as const;

/**
 * Mobile first: each breakpoint is a min-width media condition. The bare conditions also serve
 * where no @media rule is written, such as an image's sizes attribute.
 */
const media = { sm: "(min-width: 480px)", md: "(min-width: 768px)", lg: "(min-width: 1024px)" } as const;
const mq = {
  sm: `@media ${media.sm}`,
  md: `@media ${media.md}`,
  lg: `@media ${media.lg}`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  /** Where motion is welcome: what moves for its own sake is written under it, so it stands still otherwise. */
  motion: "@media (prefers-reduced-motion: no-preference)",
} as const;

const headerHeight = "4.5rem";

const layout = {
  maxWidth: "76rem",
  gutter: "clamp(1.25rem,4vw,2.5rem)",
  /** Space above and below each section: two of these separate neighbouring sections. */
  sectionSpace: "clamp(2.5rem,1.75rem + 3vw,4.5rem)",
  headerHeight,
  /** Where the browser brings what it scrolls to (a section, a focused link): below the sticky header. */
  headerClearance: `calc(${headerHeight} + ${space[4]})`,
  /**
   * A control's smallest height, and its smallest width where it sets one, at every viewport
   * width: 44 px, the target size WCAG 2.5.5 asks for, so a finger hits it on a touch screen.
   */
  tapTarget: "2.75rem",
} as const;

const motion = { fast: "150ms", base: "250ms", slow: "500ms", easing: "cubic-bezier(.2,.8,.2,1)" } as const;

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
