// @ts-check
// Empties public/ before `gatsby build` (npm runs this as `prebuild`). gatsby-adapter-netlify
// renames every page's HTML after the build ("blog/index.html" to "blog.html", as the site has no
// trailing slashes); a later build that renders only the changed pages then looks for the old
// names of the others and fails ("ENOENT … public/blog/index.html"). Gatsby's cache (.cache/)
// stays, so a rebuild still skips the data and image work.
import fs from "node:fs";

fs.rmSync("public", { recursive: true, force: true });
