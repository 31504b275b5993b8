/**
 * @jest-environment node
 *
 * The content check `gatsby build` runs first (gatsby-node.ts, onPreInit: before Gatsby sources a
 * file, renders a picture or bundles any code) stops it on bad content, with the message naming
 * the file and the field. Gatsby's reporter.panic prints that message and ends
 * the build with a non-zero exit; here it throws, as it never returns either.
 */
import fs from "node:fs";
import path from "node:path";
import { onPreInit } from "../gatsby-node";
import { root } from "./support/project-copy";
import { temporaryDirectory } from "./support/temporary-directory";

// The blog's Markdown, feed and share-image writers (ES modules of the unified and satori
// ecosystems, which Jest would have to compile) take no part in the first hook.
jest.mock("../src/blog/build/feeds", () => ({}));
jest.mock("../src/blog/post-body", () => ({}));
jest.mock("../src/blog/build/share-cards", () => ({}));

const project = temporaryDirectory("content-build");

/** Runs the hook as `gatsby build` does for the project in `directory`; returns what it panicked with. */
function preInit(directory: string): string | undefined {
  const reporter = {
    panic: (message: string) => {
      throw new Error(message);
    },
  };
  const store = { getState: () => ({ program: { directory } }) };
  // Gatsby passes many more helpers; the hook uses these two.
  const hook = onPreInit as unknown as (args: { reporter: typeof reporter; store: typeof store }) => void;
  try {
    hook({ reporter, store });
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

test("the build goes on with the content in the repository", () => {
  expect(preInit(root)).toBeUndefined();
});

test("the build stops on bad content, naming the file and the field", () => {
  fs.cpSync(path.join(root, "data"), path.join(project.dir, "data"), { recursive: true });
  const heroFile = path.join(project.dir, "data", "sections", "hero.json");
  const hero = JSON.parse(fs.readFileSync(heroFile, "utf8")) as { primaryAction: { href: string } };
  hero.primaryAction.href = "unrekt.parley.example";
  fs.writeFileSync(heroFile, JSON.stringify(hero, null, 2));

  const message = preInit(project.dir);
  expect(message).toContain("The content under data/ has 1 problem");
  expect(message).toContain(
    'data/sections/hero.json: "primaryAction.href": expected an absolute "https://" URL or a site path starting with "/"',
  );
});
