export { Seo } from "./Seo";
