/** @jsxImportSource react */
import { Children, isValidElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";
import { cspHash, isCheckedScript, pagePolicy } from "./content-security-policy.mjs";

interface InlineProps {
  src?: string;
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
}

/**
 * The hashes of the inline scripts and <style> elements among `components`, <noscript> contents
 * included: exactly the text the page is written with (React writes dangerouslySetInnerHTML as it
 * is). A script or style given its text as React children would be escaped, so it is refused.
 */
function inlineCodeOf(components: ReactNode, found = { scripts: new Set<string>(), styles: new Set<string>() }) {
  Children.forEach(components, (component) => {
    if (!isValidElement<InlineProps>(component)) return;
    const { type, props } = component;
    if (type === "script" || type === "style") {
      if (props.children !== undefined) throw new Error(`an inline <${type}> has React children instead of its text`);
      const text = props.dangerouslySetInnerHTML?.__html;
      if (text === undefined) return;
      if (type === "style") found.styles.add(cspHash(text));
      else if (
        props.src === undefined &&
        isCheckedScript(new Map(props.type === undefined ? [] : [["type", props.type]]))
      ) {
        found.scripts.add(cspHash(text));
      }
    } else {
      inlineCodeOf(props.children, found);
    }
  });
  return found;
}

/**
 * Each page's Content-Security-Policy, from the inline code it is rendered with (every plugin's
 * onRenderBody has set its components before any onPreRenderHTML runs), in a <meta> ahead of all
 * of it. The build's pages only: `gatsby develop` serves its own scripts with its pages
 * (webpack's runtime and hot reloading, through eval and a WebSocket), which the policy forbids.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  getPostBodyComponents,
}) => {
  if (process.env.NODE_ENV !== "production") return;
  const head = getHeadComponents() as ReactNode[];
  const policy = pagePolicy(
    inlineCodeOf([head, getPreBodyComponents() as ReactNode[], getPostBodyComponents() as ReactNode[]]),
  );
  replaceHeadComponents([
    <meta key="content-security-policy" httpEquiv="Content-Security-Policy" content={policy} />,
    ...head,
  ]);
};
