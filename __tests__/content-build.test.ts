/**
 * @jest-environment node
 *
 * The content check `gatsby build` runs first (gatsby-node.ts, onPreBootstrap: before Gatsby sources a
 * file, renders a picture or bundles any code) stops it on bad content, with the message naming
 * the file and the field. Gatsby's reporter.panic prints that message and ends
 * the build with a non-zero exit; here it throws, as it never returns either.
 */
import fs from "node:fs";
import path from "node:path";
import { onPreBootstrap } from "../gatsby-node";
import { root } from "./support/project-copy";
import { temporaryDirectory } from "./support/temporary-directory";

// The blog's Markdown, feed and share-image writers (ES modules of the unified and satori
// ecosystems, which Jest would have to compile) take no part in the first hook.
jest.mock("../src/blog/build/feeds", () => ({}));
jest.mock("../src/blog/post-body", () => ({}));
jest.mock("../src/blog/build/share-cards", () => ({}));

const project = temporaryDirectory("content-build");

/** Runs the hook as `gatsby build` does for the project in `directory`; returns what it panicked with. */
async function preBootstrap(directory: string): Promise<string | undefined> {
  const reporter = {
    panic: (message: string) => {
      throw new Error(message);
    },
  };
  const store = { getState: () => ({ program: { directory } }) };
  const entries = new Map<string, unknown>();
  const cache = {
    get: async (key: string) => entries.get(key),
    set: async (key: string, value: unknown) => entries.set(key, value),
  };
  // Gatsby passes many more helpers; the hook uses these three.
  type Hook = (args: { reporter: typeof reporter; store: typeof store; cache: typeof cache }) => Promise<void>;
  try {
    await (onPreBootstrap as unknown as Hook)({ reporter, store, cache });
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

test("the build goes on with the content in the repository", async () => {
  expect(await preBootstrap(root)).toBeUndefined();
});

test("the build stops on bad content, naming the file and the field", async () => {
  fs.cpSync(path.join(root, "data"), path.join(project.dir, "data"), { recursive: true });
  // The check's memo is named after the validator's code, which a project has.
  fs.cpSync(path.join(root, "src", "content"), path.join(project.dir, "src", "content"), { recursive: true });
  const heroFile = path.join(project.dir, "data", "sections", "hero.json");
  const hero = JSON.parse(fs.readFileSync(heroFile, "utf8")) as { primaryAction: { href: string } };
  hero.primaryAction.href = "unrekt.parley.example";
  fs.writeFileSync(heroFile, JSON.stringify(hero, null, 2));

  const message = await preBootstrap(project.dir);
  expect(message).toContain("The content under data/ has 1 problem");
  expect(message).toContain(
    'data/sections/hero.json: "primaryAction.href": expected an absolute "https://" URL or a site path starting with "/"',
  );
});
