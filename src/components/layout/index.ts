export { ErrorScreen } from "./ErrorScreen";
export { Footer } from "./Footer";
export { Header } from "./Header";
export { PageShell, ServerRendering } from "./PageShell";
export { SkipLink } from "./SkipLink";
