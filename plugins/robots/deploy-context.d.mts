// The types of deploy-context.mjs, for the TypeScript that reads it (gatsby-node.ts).
export declare function isIndexable(env?: NodeJS.ProcessEnv): boolean;
