import { createElement, type ReactElement, type SVGProps } from "react";

/** An icon as lucide-react's icon modules describe it. */
interface IconData {
  name?: string;
  size?: number;
  node: IconNode[];
  aliases?: string[];
}
type IconNode = [tag: string, attributes: Record<string, unknown>, children?: IconNode[]];

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };

const draw = ([tag, attributes, children = []]: IconNode): ReactElement =>
  createElement(tag, attributes, ...children.map(draw));

/**
 * What the islands' bundle gives lucide-react's icon modules in place of lucide-react's own
 * createLucideIcon (plugins/islands/bundle.ts): the SVG lucide-react draws for the props islands
 * pass (a size, aria attributes, a class), without its forwardRef, context and attribute mapping,
 * which were a fifth of the bundle. `__tests__/islands/lucide-icon.test.tsx` holds the two alike.
 */
export default function createLucideIcon(icon: IconData) {
  const names = [icon.name, ...(icon.aliases ?? [])].filter(Boolean);
  const iconClasses = ["lucide", ...names.map((name) => `lucide-${name}`)];
  const viewBoxSize = icon.size ?? 24;
  return function LucideIcon({ size = 24, className, children, ...attributes }: IconProps) {
    const labelled = Object.keys(attributes).some(
      (name) => name.startsWith("aria-") || name === "role" || name === "title",
    );
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...iconClasses, className].filter(Boolean).join(" "),
        ...(labelled || children ? {} : { "aria-hidden": "true" }),
        ...attributes,
      },
      ...icon.node.map(draw),
      children,
    );
  };
}
