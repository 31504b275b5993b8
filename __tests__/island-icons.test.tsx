/**
 * The islands' bundle draws lucide's icons with src/islands/lucide-icon.ts (plugins/islands/
 * bundle.ts), the build with lucide-react: both must write the same SVG, or hydration would
 * leave the build's icon under a component that draws another.
 */
import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import createLucideIcon from "../src/islands/lucide-icon";

const islandsDir = path.join(__dirname, "..", "src", "islands");
/** Every icon an island imports, by its module's name. */
const islandIcons = [
  ...new Set(
    fs
      .readdirSync(islandsDir)
      .flatMap((file) => [
        ...fs.readFileSync(path.join(islandsDir, file), "utf8").matchAll(/"lucide-react\/icons\/([a-z0-9-]+)"/g),
      ])
      .map((match) => match[1]),
  ),
];

type IconModule = { default: ComponentType<object>; __iconData: Parameters<typeof createLucideIcon>[0] };

// Besides the islands' own, two icons with aliases, which lucide-react adds as class names.
test.each([...islandIcons, "alarm-clock-check", "badge-check"])(
  "%s is drawn as lucide-react draws it",
  async (name) => {
    const icon = (await import(`lucide-react/icons/${name}`)) as IconModule;
    const drawn = createLucideIcon(icon.__iconData);
    const propsToTry: object[] = [{}, { size: "1.25rem", "aria-hidden": "true" }, { size: 16, className: "extra" }];
    for (const props of propsToTry) {
      expect(renderToStaticMarkup(createElement(drawn, props))).toBe(
        renderToStaticMarkup(createElement(icon.default, props)),
      );
    }
  },
);

test("the islands draw icons", () => {
  expect(islandIcons.length).toBeGreaterThan(0);
});
