export { GlobalStyles } from "./GlobalStyles";
export { fontFiles } from "./fonts";
