/** The hook of gatsby-transformer-remark that reads a Markdown file's front matter; the package has no types. */
declare module "gatsby-transformer-remark/on-node-create" {
  export function onCreateNode(args: object, pluginOptions: object): Promise<unknown>;
}
