/** External pages open in a new tab without handing it this page (no opener, no referrer). */
export const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Whether a link leaves the site for another one: it then opens in a new tab and says so. */
export function isExternal(href: string): boolean {
  return href.startsWith("https://");
}
