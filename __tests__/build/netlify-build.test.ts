/**
 * @jest-environment node
 *
 * `npm run test:build`, after `npm run build`: the header rules Netlify applies to what the
 * production build `npm test` has just made publishes (public/; a build without CONTEXT is a
 * production build). The browser tests serve the same build. The deploy preview, the one other
 * build `npm test` makes, gets the same checks where the browser tests build it
 * (e2e/deploy-preview/headers.ts).
 */
import { netlifyBuildChecks, readNetlifyBuild, type NetlifyBuild } from "../support/netlify-build-checks";
import { root } from "../support/project-copy";

describe("the production build", () => {
  let build: NetlifyBuild;
  beforeAll(async () => {
    build = await readNetlifyBuild(root);
  });

  it.each(netlifyBuildChecks({ indexable: true }))("$name", ({ problems }) => {
    expect(problems(build)).toEqual([]);
  });
});
