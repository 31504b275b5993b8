// Previews carry the same pages at other addresses: an indexed one would compete with the site.
// A build outside Netlify has no CONTEXT and is a production build.
export function isIndexable(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.CONTEXT || env.CONTEXT === "production";
}
