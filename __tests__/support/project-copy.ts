import fs from "node:fs";
import path from "node:path";

export const root = path.join(__dirname, "..", "..");

/** What `npm run build` reads (the site's sources, content, build plugins, the editor it writes to /admin/, the headers and configuration), and the server of `npm start`. */
const PROJECT_FILES = [
  "src",
  "data",
  "static",
  "plugins",
  "editor",
  "headers",
  "server",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "netlify.toml",
  "package.json",
  "tsconfig.json",
];

/**
 * Copies the project into `target` (created if needed), with the repository's node_modules linked
 * in, so a test can build or edit it without touching the repository's own files.
 */
export function copyProject(target: string) {
  fs.mkdirSync(target, { recursive: true });
  for (const file of PROJECT_FILES) {
    if (fs.existsSync(path.join(root, file)))
      fs.cpSync(path.join(root, file), path.join(target, file), { recursive: true });
  }
  const modules = path.join(target, "node_modules");
  // A link already there may point into a checkout that no longer exists; existsSync follows
  // links, so it is replaced whatever it points to.
  fs.rmSync(modules, { force: true });
  fs.symlinkSync(path.join(root, "node_modules"), modules, "dir");
}
