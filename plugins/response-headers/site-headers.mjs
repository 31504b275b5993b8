// @ts-check
// The site's response headers beyond Gatsby's own (the Cache-Control of pages and bundles), in the
// form of gatsby-config's `headers`: gatsby-config.ts gives them to Gatsby, and `npm run cms` gives
// the security headers to the editor's answers too. Each page's Content-Security-Policy comes from
// what it is rendered with, in its <meta> (gatsby-ssr.tsx).
import { ADMIN_PATH, adminHeaders } from "../editor/admin-headers.mjs";
import { CACHE_FOR_GOOD, CACHE_REVALIDATE } from "./netlify-rules.mjs";

/** @type {{ key: string, value: string }[]} */
export const SECURITY_HEADERS = [
  // Never let a browser guess a content type from the bytes (MIME sniffing).
  { key: "X-Content-Type-Options", value: "nosniff" },
  // The full URL as Referer only to the site's own origin; other sites get the origin alone, and
  // nothing at all on an HTTPS -> HTTP downgrade.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Powerful browser features the site never uses, off for it and anything it embeds
  // (interest-cohort is obsolete and absent: Chrome reports it as an unrecognised feature).
  {
    key: "Permissions-Policy",
    value:
      "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
  },
  // HTTPS only, for two years, on every subdomain; eligible for the browsers' preload list.
  // (Browsers ignore it on plain HTTP, e.g. http://localhost with `npm run serve`.)
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  // Never inside a frame (clickjacking): the legacy twin of the policy's frame-ancestors 'none',
  // and the only framing rule of the 404 page where it answers an unknown path (its policy is a
  // <meta>).
  { key: "X-Frame-Options", value: "DENY" },
  // Other origins may not load the site's responses as subresources (hotlinking, Spectre-style
  // cross-origin reads).
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  // The XSS auditor of old browsers off: it could be made to hide parts of a page, and the
  // Content-Security-Policy does its job.
  { key: "X-XSS-Protection", value: "0" },
  // No Cross-Origin-Opener-Policy on the public pages. It gives a page a browsing-context group
  // of its own, for which the browser starts a new renderer process on every visit: half a second
  // of main thread on Lighthouse's phone, more than half a bare Gatsby page's whole load
  // (docs/performance.md). The pages hold nothing another window could read, and every link they
  // open is noopener. The editor, which holds a login, keeps it (plugins/editor/admin-headers.mjs).
];

const FOR_GOOD = { key: "Cache-Control", value: CACHE_FOR_GOOD };
const REVALIDATE = { key: "Cache-Control", value: CACHE_REVALIDATE };

/**
 * @param {{ indexable: boolean }} options whether search engines may index the deploy: production
 *   only, as previews carry the same pages at other addresses
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function siteHeaders({ indexable }) {
  return [
    { source: "/*", headers: [...SECURITY_HEADERS, ...(indexable ? [] : [{ key: "X-Robots-Tag", value: "noindex" }])] },
    // Gatsby's files named after their content (pictures, fonts): a new version has a new URL.
    { source: "/static/*", headers: [FOR_GOOD] },
    // Each page's data and app-data.json: fixed URLs whose content changes with each deploy.
    { source: "/page-data/*", headers: [REVALIDATE] },
    // The browser editor's page: a policy of its own. Only the page: any other path under /admin/
    // answers with the 404 page, whose own policy must hold alone. Nothing there is for search engines.
    ...[ADMIN_PATH, `${ADMIN_PATH}index.html`].map((source) => ({ source, headers: adminHeaders() })),
    ...(indexable ? [{ source: `${ADMIN_PATH}*`, headers: [{ key: "X-Robots-Tag", value: "noindex" }] }] : []),
  ];
}
