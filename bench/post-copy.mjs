// The post page of `npm run bench`: the repository ships no post, so the bench builds a copy of
// the project with one sample post (a cover, a few paragraphs, a heading, a list and a picture in
// the body), as production builds it. The repository's own data/ is never touched.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { require as tsxRequire } from "tsx/cjs/api";

/** The sample post's address on the copy's site. */
export const POST_PATH = "/blog/paid-calls-one-minute-at-a-time";

const BODY = `Parley meters every session by the minute, so a provider is paid for exactly the time they
spend with a caller, and a caller pays for exactly the time they use.

## How a session is paid

![Two devices connected directly](diagram.png)

When a call starts, the caller's wallet opens a payment stream to the provider's. Each minute
settles on its own:

- the provider sets an hourly rate, and the protocol divides it by sixty;
- a call that ends early costs only the minutes it lasted;
- nothing is held by a company in the middle.

Read the [protocol docs](https://docs.parley.example) for the details, or go back [home](/).

## Why by the minute

Long calls and short ones are paid alike, and nobody waits for an invoice. Providers see what
they earned while they talk.
`;

/**
 * Copies the project into `dir` (an empty folder), writes the sample post into the copy's data/
 * and builds the copy for production. Returns the build's time in seconds.
 */
export function buildPostCopy(dir, env) {
  // The tests' own helpers (TypeScript, CommonJS: they find the repository from their own folder).
  const { copyProject } = tsxRequire("../__tests__/support/project-copy.ts", import.meta.url);
  const { samplePost, writePost } = tsxRequire("../__tests__/support/sample-posts.ts", import.meta.url);
  copyProject(dir);
  const data = path.join(dir, "data");
  const slug = path.basename(POST_PATH);
  writePost(data, slug, samplePost(), BODY);
  fs.copyFileSync(path.join(data, "images", "sessions.png"), path.join(data, "blog", slug, "diagram.png"));
  const start = process.hrtime.bigint();
  // A production build wherever the bench runs: no deploy context, so no draft and no noindex.
  const productionEnv = { ...env };
  delete productionEnv.CONTEXT;
  execFileSync("npm", ["run", "--silent", "build"], {
    cwd: dir,
    env: productionEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return Number(process.hrtime.bigint() - start) / 1e9;
}
