import path from "node:path";
import { writeAdmin } from "../index.mjs";

/** @public @type {import("gatsby").GatsbyNode["onPostBuild"]} */
export const onPostBuild = async ({ reporter, store }) => {
  const { directory } = store.getState().program;
  const { files } = await writeAdmin(directory, path.join(directory, "public", "admin"));
  reporter.info(`browser editor: public/admin/ (${files.length} files)`);
};
