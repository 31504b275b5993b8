/** @jsxImportSource react */
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { isExternal, NEW_TAB } from "../content/link-kind";

export interface SiteMenuProps {
  navLabel: string;
  openLabel: string;
  closeLabel: string;
  /** Spoken after a link that opens in a new tab. */
  newTabLabel: string;
  /** `current`: "page" on the link's own page, "true" on a page inside its section (a post under /blog). */
  links: readonly { label: string; href: string; current?: "page" | "true" }[];
  /** Class names of the styles the header renders at build time (no styling code runs here). */
  classNames: { button: string; buttonLabel: string; nav: string; list: string; link: string; hiddenText: string };
}

const NAV_PANEL_ID = "site-navigation";

/** Whether this browser opens popovers by itself (the panel is one, the button its invoker). */
const hasPopovers = (element: HTMLElement) => typeof element.showPopover === "function";

/**
 * Keeps Tab and Shift+Tab among the open menu's controls (the button that closes it, then its
 * links): past the last they wrap to the first, and back. Only the wrap is moved by hand; between
 * them the browser's own order holds. Controls not shown (the button, once the screen is wide
 * enough for the inline row) are left out.
 */
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
 * The header's navigation: an inline row from tablets up, and on phones a panel that the menu
 * button opens and closes. The panel is a popover and the button its invoker, so the browser
 * opens it on the first tap, before this island has run, and closes it on Escape or a tap
 * elsewhere. The island adds what HTML cannot: opening moves focus to the first link; Escape
 * gives focus back to the button; Tab keeps to the menu while it is open; choosing a link closes
 * the panel; aria-expanded follows the panel. Where popovers are unknown it opens and closes the panel itself. Without JavaScript,
 * static/noscript.css hides the button and shows the links.
 */
export function SiteMenu({ navLabel, openLabel, closeLabel, newTabLabel, links, classNames }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // The panel may already be open (a tap before the island ran): focus goes into it as on any
  // opening. From here on the island follows the panel.
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
                    <span className={classNames.hiddenText}> {newTabLabel}</span>
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
