// Not imported: bundles for the browser resolve every module of this folder, even those they drop.
const fs = process.getBuiltinModule("node:fs");
const path = process.getBuiltinModule("node:path");

// Never throws: Gatsby loads the config more than once and, after a throw, carries on with an empty one.
// gatsby-node's onPreInit reports a bad site.json instead.
export function readSiteSettings(dataDir: string) {
  const unreadable = "data/site.json is unreadable";
  const fallback = { name: unreadable, description: unreadable, siteUrl: "https://invalid.example" };
  try {
    return { ...fallback, ...(JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as object) };
  } catch {
    return fallback;
  }
}
