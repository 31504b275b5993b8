/** @jsxImportSource react */
import { useEffect, useRef, useState } from "react";

/** How long the pointer rests on a placeholder before its tooltip opens. */
const TOOLTIP_OPEN_DELAY_MS = 700;
/** After a tooltip closes, another opens at once if the pointer reaches it within this time. */
const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page (one module for all islands): the skip delay is about
// moving from one placeholder to the next.
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface PlaceholderLinkProps {
  label: string;
  /** Spoken after the label, e.g. "not available yet". */
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
 * followed, with a tooltip. Hovering opens the tooltip after the open delay (at once within the
 * skip delay of another one closing); keyboard focus opens it at once, since a keyboard user has
 * no pointer to rest; Escape, blur and the pointer leaving close it.
 */
export function PlaceholderLink({ label, unavailableLabel, tooltip, tooltipId, classNames }: PlaceholderLinkProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const showAfterDelay = () => {
    clearTimeout(timer.current);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <span className={classNames.wrapper}>
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        className={classNames.trigger}
        aria-describedby={tooltipId}
        onPointerEnter={showAfterDelay}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === "Escape") hide();
        }}
      >
        {label}
        <span className={classNames.hiddenText}> ({unavailableLabel})</span>
      </span>
      <span role="tooltip" id={tooltipId} hidden={!open} className={classNames.bubble}>
        {tooltip}
      </span>
    </span>
  );
}
