/** @jsxImportSource react */
import { Children, isValidElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";
import { buildContentSecurityPolicy, cspHash, isCheckedScript, metaPolicy } from "./content-security-policy.mjs";
import { writePagePolicy } from "./page-policies";

/**
 * The 404 page, which Netlify answers every unknown path with, carries its policy itself (a
 * <meta>): no header rule matches those paths. Gatsby makes it twice; the adapter writes /404 to
 * 404.html, where /404.html was.
 */
const NOT_FOUND_PAGES = new Set(["/404", "/404.html"]);

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
 * Each page's Content-Security-Policy, from the inline code it is rendered with (every plugin has
 * set its components by now: this plugin comes after them in gatsby-config.ts), kept for its
 * response headers.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  getPostBodyComponents,
}) => {
  const head = getHeadComponents() as ReactNode[];
  const policy = buildContentSecurityPolicy(
    inlineCodeOf([head, getPreBodyComponents() as ReactNode[], getPostBodyComponents() as ReactNode[]]),
  );
  writePagePolicy(process.cwd(), pathname, policy);
  if (NOT_FOUND_PAGES.has(pathname)) {
    replaceHeadComponents([
      <meta key="content-security-policy" httpEquiv="Content-Security-Policy" content={metaPolicy(policy)} />,
      ...head,
    ]);
  }
};
