/** @jsxImportSource react */
import Clock from "lucide-react/icons/clock";
import { useEffect, useState } from "react";

/** How long the pointer rests on a placeholder before its tooltip opens (the CSS's delay too). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** After a tooltip closes, another opens at once if the pointer reaches it within this time. */
const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page (one module for all islands): the skip delay is about
// moving from one placeholder to the next.
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface PlaceholderLinkProps {
  label: string;
  /** Spoken after the label, e.g. "(not available yet)". */
  unavailableLabel: string;
  /** The tooltip's text, e.g. "Coming soon"; also the placeholder's accessible description. */
  tooltip: string;
  /** The tooltip element's id, unique on the page (the build's React id for this placeholder). */
  tooltipId: string;
  /** Class names of the styles rendered at build time (no styling code runs here). */
  classNames: { wrapper: string; trigger: string; hiddenText: string; bubble: string };
}

/**
 * A link whose destination does not exist yet: focusable, announced as unavailable, never
 * followed, with a tooltip. The build's CSS opens the tooltip (src/components/ui/ContentLink.tsx),
 * so it answers the first hover or focus before any script: hovering opens it after the open
 * delay, keyboard focus at once (a keyboard user has no pointer to rest), and it stays open while
 * the pointer is on it. The island adds what CSS cannot: Escape closes it wherever focus is
 * (data-dismissed, until the pointer or focus comes back), and within the skip delay of another
 * tooltip closing it opens at once (data-instant). The pointer is followed on the wrapper, which
 * holds the tooltip too.
 */
export function PlaceholderLink({ label, unavailableLabel, tooltip, tooltipId, classNames }: PlaceholderLinkProps) {
  const [dismissed, setDismissed] = useState(false);
  const [instant, setInstant] = useState(false);
  const [hoveredAt, setHoveredAt] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);

  /** Whether the tooltip shows now, as the CSS decides it. */
  const shown = () =>
    !dismissed && (focused || instant || (hoveredAt !== null && Date.now() - hoveredAt >= TOOLTIP_OPEN_DELAY_MS));
  const closing = () => {
    if (shown()) lastClosedAt = Date.now();
  };

  // While the pointer or focus is here, Escape closes the tooltip, whatever has focus (WCAG
  // 1.4.13: dismissed without moving the pointer).
  const engaged = focused || hoveredAt !== null;
  useEffect(() => {
    if (!engaged) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closing();
      setDismissed(true);
    };
    document.addEventListener("keydown", dismissOnEscape);
    return () => document.removeEventListener("keydown", dismissOnEscape);
  });

  return (
    <span
      className={classNames.wrapper}
      data-dismissed={dismissed || undefined}
      data-instant={instant || undefined}
      onPointerEnter={() => {
        setDismissed(false);
        setInstant(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS);
        setHoveredAt(Date.now());
      }}
      onPointerLeave={() => {
        closing();
        setInstant(false);
        setHoveredAt(null);
      }}
    >
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        className={classNames.trigger}
        aria-describedby={tooltipId}
        onFocus={() => {
          setDismissed(false);
          setFocused(true);
        }}
        onBlur={() => {
          closing();
          setFocused(false);
        }}
      >
        {label}
        <Clock size="0.875em" aria-hidden="true" />
        <span className={classNames.hiddenText}> {unavailableLabel}</span>
      </span>
      <span role="tooltip" id={tooltipId} className={classNames.bubble}>
        {tooltip}
      </span>
    </span>
  );
}
