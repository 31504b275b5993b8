/**
 * "gatsby" in the editor's bundle (write-admin.mjs aliases it here): the components it shares
 * with the pages declare their page queries' fragments with `graphql`, which the build reads and
 * the browser never runs. The editor gets the content from its forms.
 */
export const graphql = () => undefined;
