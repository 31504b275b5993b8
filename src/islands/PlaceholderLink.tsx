/** @jsxRuntime automatic @jsxImportSource react */
import Clock from "lucide-react/icons/clock";
import { useEffect, useState } from "react";

/** The CSS opens the tooltip after this delay too. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** After a tooltip closes, another opens at once if the pointer reaches it within this time. */
const TOOLTIP_SKIP_DELAY_MS = 300;

// Module-wide: the skip delay is about moving from one placeholder to the next.
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface PlaceholderLinkProps {
  label: string;
  unavailableLabel: string;
  tooltip: string;
  tooltipId: string;
  classNames: { wrapper: string; trigger: string; hiddenText: string; bubble: string };
}

/**
 * CSS opens the tooltip, so it answers the first hover or focus before any script. The island adds
 * what CSS cannot: Escape closes it wherever focus is, and it opens at once just after another
 * closed. The pointer is followed on the wrapper, which holds the tooltip too.
 */
export function PlaceholderLink({ label, unavailableLabel, tooltip, tooltipId, classNames }: PlaceholderLinkProps) {
  const [dismissed, setDismissed] = useState(false);
  const [instant, setInstant] = useState(false);
  const [hoveredAt, setHoveredAt] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);

  /** As the CSS decides it. */
  const shown = () =>
    !dismissed && (focused || instant || (hoveredAt !== null && Date.now() - hoveredAt >= TOOLTIP_OPEN_DELAY_MS));
  const closing = () => {
    if (shown()) lastClosedAt = Date.now();
  };

  // WCAG 1.4.13: dismissed without moving the pointer, whatever has focus.
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
        <span className={classNames.hiddenText}>{` ${unavailableLabel}`}</span>
      </span>
      <span role="tooltip" id={tooltipId} className={classNames.bubble}>
        {tooltip}
      </span>
    </span>
  );
}
