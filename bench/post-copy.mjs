// The repository ships no post, so the benches build copies of the project with posts of their
// own; the repository's data/ is never touched.
import fs from "node:fs";
import path from "node:path";
import { require as tsxRequire } from "tsx/cjs/api";
import { npmBuild } from "./support.mjs";

// The tests' helpers are TypeScript and CommonJS: they find the repository from their own folder.
export const { copyProject } = tsxRequire("../__tests__/support/project-copy.ts", import.meta.url);
export const { samplePost, writePost } = tsxRequire("../__tests__/support/sample-posts.ts", import.meta.url);

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

export function buildPostCopy(dir) {
  copyProject(dir);
  const data = path.join(dir, "data");
  const slug = path.basename(POST_PATH);
  writePost(data, slug, samplePost(), BODY);
  fs.copyFileSync(path.join(data, "images", "sessions.png"), path.join(data, "blog", slug, "diagram.png"));
  return npmBuild(dir).seconds;
}
