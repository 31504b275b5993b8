// `npm run bench:rebuild`: warm rebuilds as the blog grows. Netlify keeps Gatsby's cache between
// deploys, so the warm time is what an editor waits for. One copy of the project has no post and
// has one JSON field edited; the other has POSTS posts and has one post's body edited. Target:
// the post edit within 1.3× the field edit.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyProject, samplePost, writePost } from "./post-copy.mjs";
import { medians, npmBuild, printTable, printTargets, root, writeResults } from "./support.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const POSTS = Number(process.env.POSTS ?? 120);
const TARGET_RATIO = 1.3;

const pictures = fs.readdirSync(path.join(root, "data", "images")).filter((name) => name.endsWith(".png"));
const TAGS = ["Protocol", "Payments", "Nodes", "Providers", "Domains", "Staking"];
const postSlug = (index) => `generated-post-${String(index + 1).padStart(3, "0")}`;
const postBody = (index, edit) => `Generated post ${index + 1}${edit ? `, edit ${edit}` : ""}.

## A picture

![A picture in the body](body.png)

Sessions are metered by the minute; a provider sees what they earned while they talk.
`;

function writePosts(dataDir, count) {
  for (let index = 0; index < count; index += 1) {
    const frontMatter = samplePost({
      title: `Generated post ${index + 1}: how paid calls settle by the minute`,
      date: new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10),
      tags: [TAGS[index % TAGS.length], TAGS[(index + 1) % TAGS.length]],
    });
    writePost(dataDir, postSlug(index), frontMatter, postBody(index), pictures[index % pictures.length]);
    fs.copyFileSync(
      path.join(dataDir, "images", pictures[(index + 1) % pictures.length]),
      path.join(dataDir, "blog", postSlug(index), "body.png"),
    );
  }
}

function build(dir) {
  const { seconds, output } = npmBuild(dir);
  const steps = {};
  for (const [, step, time] of output.matchAll(/^success (.+?) - ([\d.]+)s/gm)) steps[step] ??= Number(time);
  return { seconds, steps };
}

const copies = {
  "0 posts, one JSON field": {
    posts: 0,
    edit: (dataDir, run) => {
      const file = path.join(dataDir, "sections", "hero.json");
      const hero = JSON.parse(fs.readFileSync(file, "utf8"));
      hero.tagline = `Paid chats redefined, edit ${run}.`;
      fs.writeFileSync(file, `${JSON.stringify(hero, null, 2)}\n`);
    },
  },
  [`${POSTS} posts, one post's body`]: {
    posts: POSTS,
    edit: (dataDir, run) => {
      const index = Math.floor(POSTS / 2);
      const file = path.join(dataDir, "blog", postSlug(index), "index.md");
      const text = fs.readFileSync(file, "utf8");
      fs.writeFileSync(file, text.slice(0, text.indexOf("\n---\n") + 5) + `\n${postBody(index, run)}`);
    },
  },
};

const results = {};
const dirs = {};
try {
  for (const [name, { posts }] of Object.entries(copies)) {
    dirs[name] = fs.mkdtempSync(path.join(os.tmpdir(), "parley-bench-rebuild-"));
    copyProject(dirs[name]);
    writePosts(path.join(dirs[name], "data"), posts);
    console.log(`${name}: cold build…`);
    results[name] = { cold: build(dirs[name]), warm: [] };
  }
  // Interleaved, so that the machine's busy moments fall on both copies alike.
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [name, { edit }] of Object.entries(copies)) {
      edit(path.join(dirs[name], "data"), run);
      process.stdout.write(`${name}: warm build ${run} of ${RUNS}… `);
      results[name].warm.push(build(dirs[name]));
      console.log(`${results[name].warm.at(-1).seconds.toFixed(1)} s`);
    }
  }
} finally {
  for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
}
for (const result of Object.values(results)) result.medians = medians(result.warm.map(({ seconds }) => ({ seconds })));

console.log(`\nWarm rebuilds, medians of ${RUNS}:\n`);
printTable(results, ({ cold, warm, medians: m }) => ({
  cold: `${cold.seconds.toFixed(1)} s`,
  "warm (median)": `${m.seconds.toFixed(1)} s`,
  "warm runs": warm.map(({ seconds }) => seconds.toFixed(1)).join(", "),
}));
// Where the time goes: the ten slowest steps in the copy with posts.
const steps = [...new Set(Object.values(results).flatMap(({ warm }) => warm.flatMap((run) => Object.keys(run.steps))))];
const stepMedians = Object.fromEntries(
  Object.entries(results).map(([name, { warm }]) => [
    name,
    medians(warm.map((run) => Object.fromEntries(steps.map((step) => [step, run.steps[step] ?? 0])))),
  ]),
);
const [emptyName, grownName] = Object.keys(results);
console.log("\nSteps Gatsby reported in the warm builds (medians, seconds):\n");
const slowest = steps.sort((a, b) => stepMedians[grownName][b] - stepMedians[grownName][a]).slice(0, 10);
printTable(Object.fromEntries(slowest.map((step) => [step, step])), (step) => ({
  [emptyName]: stepMedians[emptyName][step],
  [grownName]: stepMedians[grownName][step],
}));
const [empty, grown] = Object.values(results).map((result) => result.medians.seconds);
const ratio = grown / empty;
const target = `one post edited with ${POSTS} posts ≤ ${TARGET_RATIO}× one field edited with none`;
const value = `${ratio.toFixed(2)}× (${grown.toFixed(1)} s against ${empty.toFixed(1)} s)`;
console.log("");
printTargets([[target, value, ratio <= TARGET_RATIO]]);
writeResults("rebuild.json", { runs: RUNS, posts: POSTS, results, stepMedians, ratio });
