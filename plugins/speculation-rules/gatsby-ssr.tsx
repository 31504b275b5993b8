/** @jsxImportSource react */
import type { GatsbySSR } from "gatsby";
import { SPECULATION_RULES_TEXT } from "./rules";

// At the end of the body: the rules matter only once a visitor points at a link, and the first
// paint should not wait for them. response-headers hashes them with the page's other inline code.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setPostBodyComponents }) => {
  setPostBodyComponents([
    <script
      key="speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_TEXT }}
    />,
  ]);
};
