import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "./src/content/graphql-types";

// The content itself is validated when gatsby-config.ts loads, before any plugin runs.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
};
