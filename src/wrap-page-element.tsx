import type { GatsbyBrowser } from "gatsby";
import { PageShell } from "./components/layout/PageShell";

/** Shared by gatsby-browser.tsx and gatsby-ssr.tsx so the server and the client render alike. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <PageShell>{element}</PageShell>;
