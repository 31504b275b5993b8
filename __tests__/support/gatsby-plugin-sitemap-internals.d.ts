/** The part of gatsby-plugin-sitemap's internals (untyped JavaScript) that the draft tests run. */
declare module "gatsby-plugin-sitemap/internals" {
  interface SitemapPage {
    path: string;
  }
  interface FilterTools {
    minimatch: (path: string, pattern: string) => boolean;
    withoutTrailingSlash: (path: string) => string;
    resolvePagePath: (page: SitemapPage) => string;
  }
  export type FilterPages = (page: SitemapPage, excludedRoute: string, tools: FilterTools) => boolean;
  export const defaultFilterPages: FilterPages;
  export function pageFilter(
    options: { allPages: SitemapPage[]; filterPages: FilterPages; excludes: string[] },
    tools: { reporter: { verbose(message: string): void } },
  ): { filteredPages: SitemapPage[]; messages: string[] };
  export function resolvePagePath(page: SitemapPage): string;
  export function serialize(
    page: SitemapPage,
    tools: { resolvePagePath: (page: SitemapPage) => string },
  ): { url: string };
}
