import type * as z from "zod";
import type { site } from "./schema";

// Not imported: the browser bundles resolve every module of this folder, even those they drop.
const fs = process.getBuiltinModule("node:fs");
const path = process.getBuiltinModule("node:path");

type SiteSettings = Pick<z.infer<typeof site>, "name" | "description" | "siteUrl">;

/** Used only until onPreInit (gatsby-node.ts) stops a build whose site.json is unreadable. */
const UNREADABLE: SiteSettings = {
  name: "data/site.json is unreadable",
  description: "data/site.json is unreadable",
  siteUrl: "https://invalid.example",
};

/**
 * The site-wide settings gatsby-config needs (site metadata, which the sitemap reads). It must not throw:
 * Gatsby loads the config more than once and, after a throw, silently carries on with an empty
 * one. Content is validated, and a bad site.json reported, in gatsby-node's onPreInit instead.
 */
export function readSiteSettings(dataDir: string): SiteSettings {
  try {
    return {
      ...UNREADABLE,
      ...(JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as Partial<SiteSettings>),
    };
  } catch {
    return UNREADABLE;
  }
}
