import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GatsbyConfig, IAdapter } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { checkOneValuePerHeader, headerRoutesOf } from "../../headers/index.mjs";

/**
 * Puts each page's HTML back at Gatsby's name ("blog.html" to "blog/index.html"): the adapter moves
 * every page after each build, and a warm build writes only the changed ones again. A page that
 * another page's name stands for (the 404 page, at /404 and /404.html) is copied instead. The
 * adapter's _headers and _redirects go too: it adds to what it finds there.
 */
function restoreRenamedPages(publicDir: string): string[] {
  for (const written of ["_headers", "_redirects"]) fs.rmSync(path.join(publicDir, written), { force: true });
  const pageDataDir = path.join(publicDir, "page-data");
  if (!fs.existsSync(pageDataDir)) return [];
  const pages = fs
    .readdirSync(pageDataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page-data.json")
    .map((file) => path.dirname(file).split(path.sep).join("/"));
  const restored = pages.filter((page) => {
    const moved = path.join(publicDir, `${page}.html`);
    const written = path.join(publicDir, page, "index.html");
    if (page === "index" || page.endsWith(".html") || !fs.existsSync(moved) || fs.existsSync(written)) return false;
    fs.mkdirSync(path.dirname(written), { recursive: true });
    if (pages.includes(`${page}.html`)) fs.copyFileSync(moved, written);
    else fs.renameSync(moved, written);
    return true;
  });
  return restored.sort();
}

/** gatsby-adapter-netlify, with one value per header per path, and its renamed pages put back for Gatsby's cache. */
export function netlifyAdapterWithHeaders(options: { headers: NonNullable<GatsbyConfig["headers"]> }): IAdapter {
  const netlify = netlifyAdapter();
  const projectDir = process.cwd();
  return {
    ...netlify,
    cache: {
      // The cache holds the previous deploy's compiled gatsby-config, which Gatsby's workers would
      // load in place of the one this build compiled before restoring it.
      async restore(context) {
        const compiled = path.join(projectDir, ".cache", "compiled");
        const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "parley-compiled-"));
        fs.cpSync(compiled, fresh, { recursive: true });
        const restored = await netlify.cache?.restore(context);
        fs.rmSync(compiled, { recursive: true, force: true });
        fs.cpSync(fresh, compiled, { recursive: true });
        fs.rmSync(fresh, { recursive: true, force: true });
        const pages = restoreRenamedPages(path.join(projectDir, "public"));
        if (pages.length > 0) context.reporter.info(`put back the HTML of ${pages.join(", ")} for a warm build`);
        return restored;
      },
      store: async (context) => netlify.cache?.store(context),
    },
    async adapt(context) {
      const headerRoutes = headerRoutesOf(context.routesManifest, options.headers, { projectDir });
      // A temporary folder of its own: the adapter never removes the ones it makes.
      const [given, folder] = [process.env.TMPDIR, fs.mkdtempSync(path.join(os.tmpdir(), "parley-adapter-"))];
      process.env.TMPDIR = folder;
      try {
        await netlify.adapt({ ...context, headerRoutes });
      } finally {
        if (given === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = given;
        fs.rmSync(folder, { recursive: true, force: true });
      }
      const pagePaths = headerRoutes.map((route) => route.path).filter((urlPath) => !urlPath.includes("*"));
      await checkOneValuePerHeader(projectDir, pagePaths).catch((error: unknown) =>
        context.reporter.panic(error instanceof Error ? error.message : String(error)),
      );
    },
  };
}
