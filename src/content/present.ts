/**
 * Narrows a GraphQL result that the schema allows to be null (a single-node query) but that
 * content validation (gatsby-config.ts) guarantees; throws, naming the file, if it is absent.
 */
export function present<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`${file} is missing from the GraphQL data`);
  return value;
}
