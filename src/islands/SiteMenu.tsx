/** @jsxRuntime automatic @jsxImportSource react */
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { isExternal, NEW_TAB } from "../content";

export interface SiteMenuProps {
  navLabel: string;
  openLabel: string;
  closeLabel: string;
  newTabLabel: string;
  /** `current` is "true" on a page inside the link's section (a post under /blog). */
  links: readonly { label: string; href: string; current?: "page" | "true" }[];
  classNames: { button: string; buttonLabel: string; nav: string; list: string; link: string; hiddenText: string };
}

const NAV_PANEL_ID = "site-navigation";

const hasPopovers = (element: HTMLElement) => typeof element.showPopover === "function";

/** Only the wrap is moved by hand; between the controls the browser's own order holds. */
function keepFocusIn(candidates: HTMLElement[], event: KeyboardEvent) {
  const controls = candidates.filter((control) => control.getClientRects().length > 0);
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const at = document.activeElement;
  const inside = controls.some((control) => control === at);
  if (event.shiftKey && (at === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The panel is a popover, so the browser opens it on the first tap, before this island runs. The
 * island adds what HTML cannot: focus moves in, back on Escape and keeps to the open menu; a chosen
 * link closes it; aria-expanded follows it. Where popovers are unknown it opens the panel itself.
 */
export function SiteMenu({ navLabel, openLabel, closeLabel, newTabLabel, links, classNames }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // A tap before the island ran may have opened the panel already.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || !hasPopovers(nav)) return undefined;
    if (nav.matches(":popover-open")) {
      setOpen(true);
      nav.querySelector<HTMLElement>("a")?.focus();
    }
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === "open";
      setOpen(opened);
      if (opened) nav.querySelector<HTMLElement>("a")?.focus();
    };
    nav.addEventListener("toggle", onToggle);
    return () => nav.removeEventListener("toggle", onToggle);
  }, []);

  // Not rendered in the HTML: before the island runs, the browser tells the popover's state itself.
  useEffect(() => {
    buttonRef.current?.setAttribute("aria-expanded", String(open));
  }, [open]);

  const close = () => {
    const nav = navRef.current;
    if (nav && hasPopovers(nav)) {
      if (nav.matches(":popover-open")) nav.hidePopover();
    } else setOpen(false);
  };

  useEffect(() => {
    if (!open) return undefined;
    const nav = navRef.current;
    if (nav && !hasPopovers(nav)) nav.querySelector<HTMLElement>("a")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        buttonRef.current?.focus();
      } else if (event.key === "Tab" && nav && buttonRef.current) {
        keepFocusIn([buttonRef.current, ...nav.querySelectorAll<HTMLElement>("a")], event);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={classNames.button}
        aria-controls={NAV_PANEL_ID}
        onClick={() => {
          if (navRef.current && !hasPopovers(navRef.current)) setOpen((isOpen) => !isOpen);
        }}
        data-menu-button=""
        data-open={open}
        // React 18 knows no popoverTarget prop; the lowercase attribute passes through.
        {...{ popovertarget: NAV_PANEL_ID }}
      >
        <span className={classNames.buttonLabel} data-when="closed">
          <Menu size="1.25rem" aria-hidden="true" />
          {openLabel}
        </span>
        <span className={classNames.buttonLabel} data-when="open">
          <X size="1.25rem" aria-hidden="true" />
          {closeLabel}
        </span>
      </button>
      <nav
        ref={navRef}
        id={NAV_PANEL_ID}
        aria-label={navLabel}
        className={classNames.nav}
        data-open={open}
        data-nav-panel=""
        // React 18's types know no popover prop; the attribute passes through.
        {...{ popover: "auto" }}
      >
        <ul className={classNames.list}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={classNames.link}
                aria-current={link.current}
                onClick={close}
                {...(isExternal(link.href) ? NEW_TAB : {})}
              >
                {link.label}
                {isExternal(link.href) && (
                  <>
                    <ArrowUpRight size="1rem" aria-hidden="true" />
                    <span className={classNames.hiddenText}>{` ${newTabLabel}`}</span>
                  </>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
