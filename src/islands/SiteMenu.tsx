/** @jsxImportSource react */
import { ArrowUpRight, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { isExternal, NEW_TAB } from "../components/ui/link-kind";

export interface SiteMenuProps {
  navLabel: string;
  openLabel: string;
  closeLabel: string;
  /** Spoken after a link that opens in a new tab. */
  newTabLabel: string;
  links: readonly { label: string; href: string; current: boolean }[];
  /** Class names of the styles the header renders at build time (no styling code runs here). */
  classNames: { button: string; nav: string; list: string; link: string; hiddenText: string };
}

const NAV_PANEL_ID = "site-navigation";

/**
 * The header's navigation: an inline row from tablets up, and on phones a panel that the menu
 * button opens and closes. Opening moves focus to the first link; Escape closes the panel and
 * gives focus back to the button; choosing a link closes it. Without JavaScript,
 * static/noscript.css hides the button and shows the links.
 */
export function SiteMenu({ navLabel, openLabel, closeLabel, newTabLabel, links, classNames }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    navRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
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
        aria-expanded={open}
        aria-controls={NAV_PANEL_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
        data-menu-button=""
      >
        {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
        {open ? closeLabel : openLabel}
      </button>
      <nav
        ref={navRef}
        id={NAV_PANEL_ID}
        aria-label={navLabel}
        className={classNames.nav}
        data-open={open}
        data-nav-panel=""
      >
        <ul className={classNames.list}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={classNames.link}
                aria-current={link.current ? "page" : undefined}
                onClick={() => setOpen(false)}
                {...(isExternal(link.href) ? NEW_TAB : {})}
              >
                {link.label}
                {isExternal(link.href) && (
                  <>
                    <ArrowUpRight size={16} aria-hidden="true" />
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
