import { css } from "@emotion/react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { theme } from "../../theme/theme";

/** How long the pointer rests on a trigger before its tooltip opens (SPEC §9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** After a tooltip closes, another opens at once if the pointer reaches it within this time. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page: the skip delay is about moving from one to the next.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** The props a tooltip's trigger must spread onto its focusable element. */
export interface TooltipTriggerProps {
  "aria-describedby": string;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: { key: string }) => void;
}

interface TooltipProps {
  /** The tooltip's text; it is also the trigger's accessible description. */
  content: string;
  children: (triggerProps: TooltipTriggerProps) => ReactNode;
}

const wrapperCss = css`
  position: relative;
  display: inline-flex;
`;

const bubbleCss = css`
  position: absolute;
  bottom: calc(100% + ${theme.space[2]});
  left: 50%;
  transform: translateX(-50%);
  z-index: 20;
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.raised};
  box-shadow: ${theme.shadows.card};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
  pointer-events: none;

  &[hidden] {
    display: none;
  }
`;

/**
 * An accessible tooltip: hovering opens it after the open delay (or at once within the skip
 * delay of another closing); keyboard focus opens it at once, since a keyboard user has no
 * pointer to rest; Escape, blur and pointer leave close it. The text is always the trigger's
 * description (aria-describedby), so screen readers hear it whether or not it is shown.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const cancelTimer = () => clearTimeout(timer.current);

  const show = useCallback(() => {
    cancelTimer();
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    cancelTimer();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }, []);

  const showAfterDelay = useCallback(() => {
    cancelTimer();
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) {
      setOpen(true);
      return;
    }
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  }, []);

  useEffect(() => cancelTimer, []);

  const triggerProps: TooltipTriggerProps = {
    "aria-describedby": id,
    onPointerEnter: showAfterDelay,
    onPointerLeave: hide,
    onFocus: show,
    onBlur: hide,
    onKeyDown: (event) => {
      if (event.key === "Escape") hide();
    },
  };

  return (
    <span css={wrapperCss}>
      {children(triggerProps)}
      <span role="tooltip" id={id} hidden={!open} css={bubbleCss}>
        {content}
      </span>
    </span>
  );
}
