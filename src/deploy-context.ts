/**
 * Which deploy a build is for. Netlify sets CONTEXT to "production", "deploy-preview",
 * "branch-deploy" or "dev"; a build anywhere else has no CONTEXT and is a production build.
 * Only production may be indexed by search engines: previews carry the same pages at other
 * addresses, and an indexed preview would compete with the real site.
 *
 * @returns whether search engines may index what this build publishes
 */
export function isIndexable(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.CONTEXT || env.CONTEXT === "production";
}
