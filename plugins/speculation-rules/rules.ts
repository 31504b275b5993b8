/**
 * Which links Chromium may load before they are followed. With Gatsby's runtime gone, so is its
 * link prefetching: these rules have the browser itself prerender a page of this site once the
 * pointer rests on a link to it or a finger presses it (moderate eagerness), with no script of
 * ours. Browsers without speculation rules ignore them.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          // A relative pattern is read against the page's own URL: this site's pages only.
          { href_matches: "/*" },
          // Never the editor, whose login a prerender would run; nor a file (a feed, the sitemap,
          // a picture): only pages are worth rendering ahead.
          { not: { href_matches: ["/admin{/*}?", "/*.*"] } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The rules as the page carries them, in a `<script type="speculationrules">` its policy hashes. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
