/**
 * The content of a file a query asked for by itself (e.g. `siteJson`): GraphQL types such a
 * field as nullable, but the build has already validated that every content file is there
 * (onPreInit, gatsby-node.ts). Throws, naming the file, if it is absent all the same.
 */
export function requireContent<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`${file} is missing from the GraphQL data`);
  return value;
}
