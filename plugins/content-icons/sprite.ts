import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { contentIcons } from "../../src/components/ui/content-icons";

/**
 * The content icons as one SVG sprite: each a <symbol> named for it, with lucide's shapes and
 * drawing attributes. The stroke width and colour come from the <svg> that uses it.
 */
export function contentIconSprite(): string {
  const symbols = Object.entries(contentIcons).map(([name, Glyph]) => {
    const svg = renderToStaticMarkup(createElement(Glyph));
    const [, viewBox, shapes] = /^<svg[^>]* viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(svg) ?? [];
    if (!shapes) throw new Error(`lucide's "${name}" icon is not one <svg> with a viewBox`);
    return (
      `<symbol id="${name}" viewBox="${viewBox}" fill="none" stroke="currentColor" ` +
      `stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
