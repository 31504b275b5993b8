/** Font files imported by src/theme/fonts.ts resolve to their built URL. */
declare module "*.woff2" {
  const url: string;
  export default url;
}
