import { expect } from "@playwright/test";
import { netlifyBuildChecks, readNetlifyBuild, type NetlifyBuild } from "../../__tests__/support/netlify-build-checks";
import { previewCopy, test } from "./preview-copy";

// The header rules Netlify applies to the deploy preview: the same checks as the production
// build's (`npm run test:build`), but a preview stays out of search engines.

test.describe("the deploy preview's headers", () => {
  let build: NetlifyBuild;
  test.beforeAll(async () => {
    build = await readNetlifyBuild(previewCopy());
  });

  for (const { name, problems } of netlifyBuildChecks({ indexable: false })) {
    test(name, () => {
      expect(problems(build)).toEqual([]);
    });
  }
});
