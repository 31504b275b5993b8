/**
 * The design tokens: the one place that defines a colour, a size, a font or a breakpoint.
 * Components import `theme` and compose these. (A few translucent tints and shadows are still
 * written as rgba() where they are used.)
 *
 * Text/background pairs are contrast-checked (WCAG 2.2 AA, 4.5:1 for body text):
 *   text     #EEF0FF on bg #0B0D17 ≈ 17.1:1, on surface #141833 ≈ 15.4:1
 *   muted    #A9AED0 on bg ≈ 8.9:1, on surface ≈ 8.0:1, on raised #1C2145 ≈ 7.1:1
 *   accent   #A48CFF on bg ≈ 7.2:1, on raised ≈ 5.8:1 (eyebrows, roles, badges)
 *   onAccent #0B0D17 on the button gradient (#8B6CFF → #22D3EE) ≥ 5.3:1
 */
const colors = {
  bg: "#0B0D17",
  surface: "#141833",
  raised: "#1C2145",
  border: "#2A3060",
  borderStrong: "#3B4380",
  text: "#EEF0FF",
  muted: "#A9AED0",
  accent: "#A48CFF",
  violet: "#8B6CFF",
  cyan: "#22D3EE",
  pink: "#F472B6",
  green: "#34D399",
  onAccent: "#0B0D17",
  focus: "#FBBF24",
} as const;

const gradients = {
  brand: `linear-gradient(100deg, ${colors.violet} 0%, ${colors.cyan} 100%)`,
  glow: `radial-gradient(60% 60% at 50% 40%, rgba(139, 108, 255, 0.28) 0%, rgba(11, 13, 23, 0) 70%)`,
  /** The glow as a circle that fades out before its box's nearest edge, whatever the box's shape. */
  halo: `radial-gradient(circle closest-side at 50% 50%, rgba(139, 108, 255, 0.26), rgba(11, 13, 23, 0))`,
  surface: `linear-gradient(180deg, ${colors.surface} 0%, ${colors.bg} 100%)`,
} as const;

const fonts = {
  display: `"Space Grotesk Variable", "Space Grotesk", ui-sans-serif, system-ui, sans-serif`,
  /* The platform's own UI face (San Francisco, Segoe UI, Roboto…): crisp, familiar, no download. */
  body: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif`,
} as const;

/** Fluid type: each step grows with the viewport between 320 px and 1440 px. */
const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)",
  xl: "clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)",
  "2xl": "clamp(1.75rem, 1.4rem + 1.6vw, 2.75rem)",
  "3xl": "clamp(2.25rem, 1.6rem + 3vw, 4rem)",
  display: "clamp(2.5rem, 1.3rem + 5.6vw, 6rem)",
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const lineHeights = { tight: 1.05, snug: 1.25, body: 1.6 } as const;

/** A 4 px based spacing scale. */
const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.5rem",
  6: "2rem",
  7: "3rem",
  8: "4rem",
  9: "6rem",
  10: "8rem",
} as const;

const radii = { sm: "0.5rem", md: "0.875rem", lg: "1.25rem", xl: "1.75rem", pill: "999px" } as const;

const shadows = {
  card: "0 1px 0 rgba(255, 255, 255, 0.04) inset, 0 20px 40px -24px rgba(0, 0, 0, 0.7)",
  glow: "0 0 0 1px rgba(164, 140, 255, 0.35), 0 24px 60px -20px rgba(139, 108, 255, 0.55)",
  /** A primary button lifts off the page with a tinted shadow, tight enough not to blur its edge. */
  button: "0 8px 24px -6px rgba(124, 92, 255, 0.45)",
  buttonHover: "0 12px 28px -6px rgba(124, 92, 255, 0.6)",
} as const;

/** Mobile first: each breakpoint is a min-width media query. */
const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;

const layout = {
  maxWidth: "76rem",
  gutter: "clamp(1.25rem, 4vw, 2.5rem)",
  /** Space above and below each section: two of these separate neighbouring sections. */
  sectionSpace: "clamp(2.5rem, 1.75rem + 3vw, 4.5rem)",
  headerHeight: "4.5rem",
  /** WCAG 2.5.5 / 2.5.8: controls are at least this tall and wide on touch screens. */
  tapTarget: "2.75rem",
} as const;

const motion = { fast: "150ms", base: "250ms", slow: "500ms", easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" } as const;

export const theme = {
  colors,
  gradients,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  breakpoints,
  mq,
  layout,
  motion,
} as const;
