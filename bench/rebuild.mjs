// Warm rebuilds as the blog grows: `npm run bench:rebuild`.
//
// Makes two copies of the project in folders of their own (deleted afterwards; the repository's
// data/ is never touched): one with no post, one with POSTS generated posts, each with a cover and
// a picture in its body. Builds each cold, as production does, then RUNS times edits one thing and
// times the warm rebuild: in the empty copy a field of a JSON file, in the other one post's body.
// Netlify keeps Gatsby's cache between deploys, so the warm time is what an editor waits for.
// Prints the medians, the target (the post edit within 1.3× the field edit) and the slowest
// steps Gatsby reported in the last warm build of each copy; writes every run to
// bench/results/rebuild.json.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { require as tsxRequire } from "tsx/cjs/api";
import { medians } from "./medians.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsFile = path.join(root, "bench", "results", "rebuild.json");
const RUNS = Number(process.env.RUNS ?? 3);
const POSTS = Number(process.env.POSTS ?? 120);
const TARGET_RATIO = 1.3;
// The tests' own helpers (TypeScript, CommonJS: they find the repository from their own folder).
const { copyProject } = tsxRequire("../__tests__/support/project-copy.ts", import.meta.url);
const { samplePost, writePost } = tsxRequire("../__tests__/support/sample-posts.ts", import.meta.url);

// A production build: no deploy context, so no draft and no noindex.
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" };
delete env.CONTEXT;

const pictures = fs.readdirSync(path.join(root, "data", "images")).filter((name) => name.endsWith(".png"));
const TAGS = ["Protocol", "Payments", "Nodes", "Providers", "Domains", "Staking"];
const postSlug = (index) => `generated-post-${String(index + 1).padStart(3, "0")}`;
const postBody = (index, edit) => `Generated post ${index + 1}${edit ? `, edit ${edit}` : ""}.

## A picture

![A picture in the body](body.png)

Sessions are metered by the minute; a provider sees what they earned while they talk.
`;

/** `count` posts in `dataDir`, a day apart, with the site's pictures in turn as covers and body pictures. */
function writePosts(dataDir, count) {
  for (let index = 0; index < count; index += 1) {
    const date = new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10);
    const frontMatter = samplePost({
      title: `Generated post ${index + 1}: how paid calls settle by the minute`,
      date,
      tags: [TAGS[index % TAGS.length], TAGS[(index + 1) % TAGS.length]],
    });
    writePost(dataDir, postSlug(index), frontMatter, postBody(index), pictures[index % pictures.length]);
    fs.copyFileSync(
      path.join(dataDir, "images", pictures[(index + 1) % pictures.length]),
      path.join(dataDir, "blog", postSlug(index), "body.png"),
    );
  }
}

/** Runs `npm run build` in `dir`: its time in seconds and Gatsby's "success <step> - <n>s" lines. */
function build(dir) {
  const start = process.hrtime.bigint();
  const output = execFileSync("npm", ["run", "--silent", "build"], {
    cwd: dir,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    // Gatsby's warnings stay out of the report; a failed build throws with them.
    stdio: ["ignore", "pipe", "pipe"],
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const steps = [...output.matchAll(/^success (.+?) - ([\d.]+)s/gm)].map(([, step, time]) => ({
    step,
    seconds: Number(time),
  }));
  return { seconds, steps };
}

/** The edits timed in each copy: run `run` changes one JSON field, or one post's body. */
const edits = {
  "0 posts, one JSON field": (dataDir, run) => {
    const file = path.join(dataDir, "sections", "hero.json");
    const hero = JSON.parse(fs.readFileSync(file, "utf8"));
    hero.tagline = `Paid chats redefined, edit ${run}.`;
    fs.writeFileSync(file, `${JSON.stringify(hero, null, 2)}\n`);
  },
  [`${POSTS} posts, one post's body`]: (dataDir, run) => {
    const index = Math.floor(POSTS / 2);
    const file = path.join(dataDir, "blog", postSlug(index), "index.md");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.slice(0, text.indexOf("\n---\n") + 5) + `\n${postBody(index, run)}`);
  },
};

const results = {};
for (const [name, edit] of Object.entries(edits)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parley-bench-rebuild-"));
  try {
    copyProject(dir);
    writePosts(path.join(dir, "data"), name.startsWith("0 ") ? 0 : POSTS);
    console.log(`${name}: cold build…`);
    const cold = build(dir);
    const warm = [];
    for (let run = 1; run <= RUNS; run += 1) {
      edit(path.join(dir, "data"), run);
      process.stdout.write(`${name}: warm build ${run} of ${RUNS}… `);
      warm.push(build(dir));
      console.log(`${warm.at(-1).seconds.toFixed(1)} s`);
    }
    results[name] = { cold, warm, medians: medians(warm.map(({ seconds }) => ({ seconds }))) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`\nWarm rebuilds, medians of ${RUNS}:\n`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, { cold, warm, medians: m }]) => [
      name,
      {
        cold: `${cold.seconds.toFixed(1)} s`,
        "warm (median)": `${m.seconds.toFixed(1)} s`,
        "warm runs": warm.map(({ seconds }) => seconds.toFixed(1)).join(", "),
      },
    ]),
  ),
);
for (const [name, { warm }] of Object.entries(results)) {
  const slowest = [...warm.at(-1).steps].sort((a, b) => b.seconds - a.seconds).slice(0, 6);
  console.log(`Slowest steps, last warm build, ${name}: ${slowest.map((s) => `${s.step} ${s.seconds}s`).join("; ")}`);
}
const [empty, grown] = Object.values(results).map((result) => result.medians.seconds);
const ratio = grown / empty;
console.log(
  `\n${ratio <= TARGET_RATIO ? "PASS" : "FAIL"}  one post edited with ${POSTS} posts ≤ ${TARGET_RATIO}× one field ` +
    `edited with none: ${ratio.toFixed(2)}× (${grown.toFixed(1)} s against ${empty.toFixed(1)} s)`,
);

fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, posts: POSTS, results, ratio }, null, 2)}\n`,
);
console.log(`Full results: ${path.relative(process.cwd(), resultsFile)}`);
