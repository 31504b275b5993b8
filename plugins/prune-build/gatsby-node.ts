import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { projectDir } from "../project-dir";
import { pruneBuild } from "./prune-build.mjs";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, store }) => {
  const removed = pruneBuild(path.join(projectDir(store), "public"));
  reporter.info(`removed ${removed.length} build-only file(s) from public/`);
};
