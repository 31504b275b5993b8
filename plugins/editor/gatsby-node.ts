import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeAdmin } from "./write-admin.mjs";

/** The browser editor, /admin/, beside the pages: Decap CMS and its set-up, which no public page loads. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const { files } = await writeAdmin(process.cwd(), path.join(process.cwd(), "public", "admin"));
  reporter.info(`browser editor: public/admin/ (${files.length} files)`);
};
