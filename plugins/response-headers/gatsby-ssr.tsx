/** @jsxImportSource react */
import { Children, isValidElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";
import { cspHash, isCheckedScript, pagePolicy } from "../../headers/index.mjs";

type InlineProps = { src?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

/**
 * The hashes of the inline scripts and styles among `components`, <noscript> contents included.
 * React writes dangerouslySetInnerHTML as it is, and escapes children, so children are refused.
 */
function inlineCodeOf(components: ReactNode, found = { scripts: new Set<string>(), styles: new Set<string>() }) {
  Children.forEach(components, (component) => {
    if (!isValidElement<InlineProps>(component)) return;
    const { type, props } = component;
    if (type === "script" || type === "style") {
      if (props.children !== undefined) throw new Error(`an inline <${type}> has React children instead of its text`);
      const text = props.dangerouslySetInnerHTML?.__html;
      if (text === undefined) return;
      const attributes = new Map(props.type === undefined ? [] : [["type", props.type]]);
      if (type === "style") found.styles.add(cspHash(text));
      else if (props.src === undefined && isCheckedScript(attributes)) found.scripts.add(cspHash(text));
    } else {
      inlineCodeOf(props.children, found);
    }
  });
  return found;
}

/**
 * Each page's policy in a <meta> ahead of all its inline code, which every plugin's onRenderBody
 * has set by now. Not in `gatsby develop`: its hot reloading needs eval and a WebSocket.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (api) => {
  if (process.env.NODE_ENV !== "production") return;
  const head = api.getHeadComponents() as ReactNode[];
  const policy = pagePolicy(
    inlineCodeOf([head, api.getPreBodyComponents(), api.getPostBodyComponents()] as ReactNode[]),
  );
  api.replaceHeadComponents([
    <meta key="content-security-policy" httpEquiv="Content-Security-Policy" content={policy} />,
    ...head,
  ]);
};
