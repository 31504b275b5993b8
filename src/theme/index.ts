export { theme } from "./theme";
export { LOGO_MARK } from "./logo-mark";
