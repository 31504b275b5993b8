import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { projectDir } from "../project-dir";
import { writeAdmin } from "./write-admin.mjs";

/** The browser editor, /admin/, beside the pages: Decap CMS and its set-up, which no public page loads. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const directory = projectDir(store);
  const { files } = await writeAdmin(directory, path.join(directory, "public", "admin"));
  reporter.info(`browser editor: public/admin/ (${files.length} files)`);
};
