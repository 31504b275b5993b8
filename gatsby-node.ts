import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { contentTypeDefs } from "./src/content/graphql-types";
import { describeContentProblems, validateContent } from "./src/content/validate";

/** Gatsby types its store's getState loosely; the project's folder is all these hooks read from it. */
function projectState(store: { getState: unknown }): { program: { directory: string } } {
  return (store.getState as () => { program: { directory: string } })();
}

/**
 * Checks every file under data/ before anything is built: a content mistake stops the build
 * (non-zero exit) with one message naming each file, field and what was expected.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const { program } = projectState(store);
  const problems = validateContent(path.join(program.directory, "data"));
  if (problems.length > 0) reporter.panic(describeContentProblems(problems));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/**
 * Turns off source maps of the browser bundles: they would publish the site's source, and the
 * production bundles are not debugged in visitors' browsers.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
};

/** The source of an ImageSharp node: the image file it was made from. */
interface ImageFileNode {
  absolutePath: string;
}

/**
 * ImageSharp.faviconDataUrl(size): the picture as a square palette PNG in a data: URL, for the
 * favicon link in every page's head (the site icon at 32 px: under 1 KB). A favicon file would be
 * one more request the browser makes while the page is still loading, in competition with the
 * hero image; inline, it is none. gatsby-transformer-sharp's resize cannot do this: its base64
 * output ignores the size asked for.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ImageSharp: {
      faviconDataUrl: {
        type: "String!",
        args: { size: "Int!" },
        async resolve(
          source: { parent: string },
          { size }: { size: number },
          context: { nodeModel: { getNodeById: (query: { id: string }) => ImageFileNode } },
        ) {
          const file = context.nodeModel.getNodeById({ id: source.parent });
          const png = await sharp(file.absolutePath)
            .resize(size, size)
            .png({ palette: true, quality: 90, effort: 10 })
            .toBuffer();
          return `data:image/png;base64,${png.toString("base64")}`;
        },
      },
    },
  });
};
