/** A file a query asked for by itself: GraphQL calls it nullable, but onPreBootstrap has checked it is there. */
export function requireContent<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`${file} is missing from the GraphQL data`);
  return value;
}
