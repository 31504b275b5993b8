// Warm rebuilds as the blog grows: `npm run bench:rebuild`.
//
// Makes two copies of the project in folders of their own (deleted afterwards; the repository's
// data/ is never touched): one with no post, one with POSTS generated posts, each with a cover and
// a picture in its body. Builds each cold, as production does, then RUNS times edits one thing and
// times the warm rebuild, the two copies in turn: in the empty copy a field of a JSON file, in the
// other one post's body.
// Netlify keeps Gatsby's cache between deploys, so the warm time is what an editor waits for.
// Prints the medians, the target (the post edit within 1.3× the field edit) and the medians of the
// steps Gatsby reports; writes every run to bench/results/rebuild.json.
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

/** The copies: how many posts each has, and the edit timed in it (run `run` changes one JSON field, or one post's body). */
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
  // Interleaved (run i of each copy, then run i + 1), so that the machine's busy moments fall on both alike.
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
// Where the time goes: each step's median, the steps slowest in the copy with posts first.
const steps = [
  ...new Set(Object.values(results).flatMap(({ warm }) => warm.flatMap((run) => run.steps.map(({ step }) => step)))),
];
const stepMedians = Object.fromEntries(
  Object.entries(results).map(([name, { warm }]) => [
    name,
    medians(
      warm.map((run) =>
        Object.fromEntries(steps.map((step) => [step, run.steps.find((s) => s.step === step)?.seconds ?? 0])),
      ),
    ),
  ]),
);
const [emptyName, grownName] = Object.keys(results);
console.log("\nSteps Gatsby reported in the warm builds (medians, seconds):\n");
console.table(
  Object.fromEntries(
    steps
      .sort((a, b) => stepMedians[grownName][b] - stepMedians[grownName][a])
      .slice(0, 10)
      .map((step) => [step, { [emptyName]: stepMedians[emptyName][step], [grownName]: stepMedians[grownName][step] }]),
  ),
);
const [empty, grown] = Object.values(results).map((result) => result.medians.seconds);
const ratio = grown / empty;
console.log(
  `\n${ratio <= TARGET_RATIO ? "PASS" : "FAIL"}  one post edited with ${POSTS} posts ≤ ${TARGET_RATIO}× one field ` +
    `edited with none: ${ratio.toFixed(2)}× (${grown.toFixed(1)} s against ${empty.toFixed(1)} s)`,
);

fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, posts: POSTS, results, stepMedians, ratio }, null, 2)}\n`,
);
console.log(`Full results: ${path.relative(process.cwd(), resultsFile)}`);
