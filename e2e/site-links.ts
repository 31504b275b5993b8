import { expect, type Page } from "@playwright/test";
import { FOOTER_LINKS, FOOTER_PLACEHOLDERS, HEADER_LINKS } from "./required-content";

/** The link whose visible label starts with `label` inside `scope` (external links add "(opens in a new tab)"). */
export const linkIn = (page: Page, scope: string, label: string) =>
  page.locator(scope).getByRole("link", { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`) });

/** Checks the header's navigation shows every required link, the external ones opening safely. */
export async function expectHeaderLinks(page: Page) {
  for (const [label, href] of HEADER_LINKS) {
    const link = linkIn(page, "header nav", label);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
    if (href.startsWith("https://")) await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

/** Checks the footer has every required link, and every placeholder shown as unavailable, with no destination. */
export async function expectFooterLinks(page: Page) {
  for (const [label, href] of FOOTER_LINKS) await expect(linkIn(page, "footer", label)).toHaveAttribute("href", href);
  for (const label of FOOTER_PLACEHOLDERS) {
    const placeholder = page.getByRole("contentinfo").getByRole("link", { name: `${label} (not available yet)` });
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute("aria-disabled", "true");
    await expect(placeholder).not.toHaveAttribute("href", /.*/);
  }
}
