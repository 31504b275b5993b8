// `npm run bench:rebuild`: how the build grows with the blog. For each count of generated posts
// (`--posts`, 0, 120 and 1,000 unless told; each post with a cover and a picture in its body, every
// picture a file of its own, or see --shared-pictures), a copy of the project built cold as
// production builds it (time, CPU time and peak memory of the build's processes), then `--runs`
// times one edit and a timed warm build, the
// copies interleaved: one JSON field in the copy without posts, one post's body in the others.
// Netlify keeps Gatsby's cache between deploys, so the warm time is what an editor waits for.
// Targets: the post edit within 1.3× the field edit at the largest count, and the cold build at the
// largest count within Netlify's default build time limit.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { copyProject, samplePost, writePost } from "./post-copy.mjs";
import { buildEnv, medians, printTable, printTargets, root, writeResults } from "./support.mjs";

const { values: options } = parseArgs({
  options: {
    posts: { type: "string", default: "0,120,1000" },
    runs: { type: "string", default: "3" },
    "shared-pictures": { type: "string" },
  },
});
// From this count of posts on, the posts' pictures are copies of the site's ten: each still a file
// of its own, but Gatsby resizes each picture once (its jobs are keyed by the file's digest), so
// a thousand posts build in minutes instead of hours; the warm rebuilds do the same work.
const SHARED_PICTURES_FROM = Number(options["shared-pictures"] ?? Infinity);
const COUNTS = [...new Set([0, ...options.posts.split(",").map(Number)])].sort((a, b) => a - b);
const RUNS = Number(options.runs);
if (COUNTS.some((count) => !Number.isInteger(count) || count < 0) || !(RUNS >= 1)) {
  console.error("Usage: npm run bench:rebuild -- [--posts 0,120,1000] [--runs 3] [--shared-pictures 1000]");
  process.exit(1);
}
const TARGET_RATIO = 1.3;
// "The default build time limit for all sites at Netlify is 15 minutes" (Netlify Support Guide,
// "How to use the API to increase your site's build time limit", reviewed November 2024); its
// Starter plan's build machine has 4 CPUs and 8 GiB of memory ("Making sure your builds use
// appropriate resources for Netlify's build system", reviewed October 2024).
const NETLIFY_BUILD_LIMIT_S = 15 * 60;
const NETLIFY_BUILD_MEMORY_MB = 8 * 1024;

const pictures = fs.readdirSync(path.join(root, "data", "images")).filter((name) => name.endsWith(".png"));
const TAGS = ["Protocol", "Payments", "Nodes", "Providers", "Domains", "Staking"];
const postSlug = (index) => `generated-post-${String(index + 1).padStart(4, "0")}`;
const postBody = (index, edit) => `Generated post ${index + 1}${edit ? `, edit ${edit}` : ""}.

## A picture

![A picture in the body](body.png)

Sessions are metered by the minute; a provider sees what they earned while they talk.
`;

/**
 * A copy of the site's picture `name` that is a file of its own: a PNG text chunk after the
 * header names the post, so the build's cache and its picture jobs (keyed by the file's digest)
 * see a new picture, whose pixels are encoded like any other's.
 */
function uniquePicture(name, label) {
  const png = fs.readFileSync(path.join(root, "data", "images", name));
  const data = Buffer.from(`Comment\0${label}`, "latin1");
  const typeAndData = Buffer.concat([Buffer.from("tEXt", "latin1"), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(zlib.crc32(typeAndData), 8 + data.length);
  // The signature (8 bytes) and the IHDR chunk (25) come first.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

function writePosts(dataDir, count, shared) {
  for (let index = 0; index < count; index += 1) {
    const frontMatter = samplePost({
      title: `Generated post ${index + 1}: how paid calls settle by the minute`,
      date: new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10),
      tags: [TAGS[index % TAGS.length], TAGS[(index + 1) % TAGS.length]],
    });
    const folder = path.join(dataDir, "blog", postSlug(index));
    writePost(dataDir, postSlug(index), frontMatter, postBody(index));
    const picture = (offset) => pictures[(index + offset) % pictures.length];
    const write = (name, source, label) =>
      shared
        ? fs.copyFileSync(path.join(root, "data", "images", source), path.join(folder, name))
        : fs.writeFileSync(path.join(folder, name), uniquePicture(source, label));
    write("cover.png", picture(0), `cover ${index}`);
    write("body.png", picture(1), `body ${index}`);
  }
}

/**
 * The resident memory (kB) of `pid` and every process under it, and the CPU time (s) they and the
 * children they have waited for have used, read from /proc (Linux).
 */
function treeUsage(pid) {
  const read = (file) => {
    try {
      return fs.readFileSync(file, "utf8");
    } catch {
      return "";
    }
  };
  const children = (id) =>
    fs.existsSync(`/proc/${id}/task`)
      ? fs.readdirSync(`/proc/${id}/task`).flatMap((task) => read(`/proc/${id}/task/${task}/children`).split(" "))
      : [];
  let rssKb = 0;
  let cpuTicks = 0;
  for (const stack = [String(pid)]; stack.length > 0;) {
    const id = stack.pop();
    if (!id) continue;
    rssKb += Number(/VmRSS:\s+(\d+) kB/.exec(read(`/proc/${id}/status`))?.[1] ?? 0);
    // utime, stime, cutime and cstime, after the command's name in brackets, which may hold spaces.
    const fields = read(`/proc/${id}/stat`).split(") ")[1]?.split(" ") ?? [];
    cpuTicks += [11, 12, 13, 14].reduce((sum, field) => sum + (Number(fields[field]) || 0), 0);
    stack.push(...children(id));
  }
  // Linux counts CPU time in ticks of 1/100 s (USER_HZ).
  return { rssKb, cpuSeconds: cpuTicks / 100 };
}

/** `npm run build` in `dir`: its time, the steps Gatsby reported, and the peak memory of its processes. */
async function build(dir) {
  const start = process.hrtime.bigint();
  const child = spawn("npm", ["run", "--silent", "build"], {
    cwd: dir,
    env: buildEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let peakKb = 0;
  let cpuSeconds = 0;
  const sampler = setInterval(() => {
    const usage = treeUsage(child.pid);
    peakKb = Math.max(peakKb, usage.rssKb);
    cpuSeconds = Math.max(cpuSeconds, usage.cpuSeconds);
  }, 250);
  const code = await new Promise((resolve) => child.on("close", resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`npm run build failed in ${dir} (exit ${code}):\n${output.slice(-4000)}`);
  const steps = {};
  for (const [, step, time] of output.matchAll(/^success (.+?) - ([\d.]+)s/gm)) steps[step] ??= Number(time);
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, cpuSeconds, peakMb: peakKb / 1024, steps };
}

function editJsonField(dataDir, run) {
  const file = path.join(dataDir, "sections", "hero.json");
  const hero = JSON.parse(fs.readFileSync(file, "utf8"));
  hero.tagline = `Paid chats redefined, edit ${run}.`;
  fs.writeFileSync(file, `${JSON.stringify(hero, null, 2)}\n`);
}

function editPostBody(dataDir, count, run) {
  const index = Math.floor(count / 2);
  const file = path.join(dataDir, "blog", postSlug(index), "index.md");
  const text = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, text.slice(0, text.indexOf("\n---\n") + 5) + `\n${postBody(index, run)}`);
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2));
const results = {};
const dirs = {};
console.log(`Load average at the start: ${loadAverage().join(", ")}`);
try {
  for (const count of COUNTS) {
    dirs[count] = fs.mkdtempSync(path.join(os.tmpdir(), `parley-bench-rebuild-${count}-`));
    copyProject(dirs[count]);
    writePosts(path.join(dirs[count], "data"), count, count >= SHARED_PICTURES_FROM);
    const pictureKind = count >= SHARED_PICTURES_FROM ? "shared pictures" : "pictures of their own";
    process.stdout.write(`${count} posts (${pictureKind}): cold build… `);
    results[count] = { cold: await build(dirs[count]), warm: [] };
    const { seconds, cpuSeconds, peakMb } = results[count].cold;
    console.log(`${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(0)} s), ${Math.round(peakMb)} MB`);
  }
  // Interleaved, so that the machine's busy moments fall on every copy alike.
  for (let run = 1; run <= RUNS; run += 1) {
    for (const count of COUNTS) {
      const dataDir = path.join(dirs[count], "data");
      if (count === 0) editJsonField(dataDir, run);
      else editPostBody(dataDir, count, run);
      process.stdout.write(`${count} posts: warm build ${run} of ${RUNS}… `);
      results[count].warm.push(await build(dirs[count]));
      console.log(`${results[count].warm.at(-1).seconds.toFixed(1)} s`);
    }
  }
} finally {
  for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`Load average at the end: ${loadAverage().join(", ")}`);

for (const result of Object.values(results))
  result.warmSeconds = medians(result.warm.map(({ seconds }) => ({ seconds }))).seconds;
const none = results[0];
const edit = (count) => (count === 0 ? "one JSON field" : "one post's body");
console.log(`\nCold builds, and warm rebuilds after one edit (medians of ${RUNS}):\n`);
printTable(
  Object.fromEntries(
    COUNTS.map((count) => [
      `${count} posts${count >= SHARED_PICTURES_FROM ? " (shared pictures)" : ""}`,
      results[count],
    ]),
  ),
  ({ cold, warm, warmSeconds }) => ({
    cold: `${cold.seconds.toFixed(1)} s`,
    "cold CPU time": `${cold.cpuSeconds.toFixed(0)} s`,
    "cold peak memory": `${Math.round(cold.peakMb)} MB`,
    warm: `${warmSeconds.toFixed(1)} s`,
    "warm runs": warm.map(({ seconds }) => seconds.toFixed(1)).join(", "),
    "against no posts": `${(warmSeconds / none.warmSeconds).toFixed(2)}×`,
  }),
);
const largest = COUNTS.at(-1);
// How a cold build grows with posts whose pictures are their own, and what that makes at the
// largest count where the bench shared its pictures.
const ownPictures = COUNTS.filter((count) => count > 0 && count < SHARED_PICTURES_FROM).at(-1);
let estimatedCold;
if (ownPictures) {
  const grown = (key) => (results[ownPictures].cold[key] - none.cold[key]) / ownPictures;
  estimatedCold = {
    seconds: none.cold.seconds + grown("seconds") * largest,
    cpuSeconds: none.cold.cpuSeconds + grown("cpuSeconds") * largest,
  };
  console.log(
    `A cold build grows ${grown("seconds").toFixed(2)} s (CPU ${grown("cpuSeconds").toFixed(2)} s) a post with pictures of ` +
      `its own (0 to ${ownPictures} posts)` +
      (largest > ownPictures
        ? `: about ${estimatedCold.seconds.toFixed(0)} s (CPU ${estimatedCold.cpuSeconds.toFixed(0)} s) at ${largest} posts.`
        : "."),
  );
}

// Where the time goes: the slowest steps Gatsby reported at the largest count, beside no posts.
const stepMedians = Object.fromEntries(
  COUNTS.map((count) => {
    const names = [...new Set(results[count].warm.flatMap((run) => Object.keys(run.steps)))];
    return [
      count,
      medians(results[count].warm.map((run) => Object.fromEntries(names.map((n) => [n, run.steps[n] ?? 0])))),
    ];
  }),
);
const slowest = Object.keys(stepMedians[largest])
  .sort((a, b) => stepMedians[largest][b] - stepMedians[largest][a])
  .slice(0, 12);
console.log("\nSteps Gatsby reported in the warm builds (medians, seconds):\n");
printTable(Object.fromEntries(slowest.map((step) => [step, step])), (step) =>
  Object.fromEntries(COUNTS.map((count) => [`${count} posts`, stepMedians[count][step] ?? 0])),
);

const ratio = results[largest].warmSeconds / none.warmSeconds;
// With shared pictures the largest copy's cold build leaves most picture work out: the estimate stands for it.
const cold = largest >= SHARED_PICTURES_FROM && estimatedCold ? estimatedCold : results[largest].cold;
const coldKind = cold === estimatedCold ? "estimated from the posts with pictures of their own" : "measured";
console.log("");
const targets = printTargets([
  [
    `${edit(largest)} edited with ${largest} posts ≤ ${TARGET_RATIO}× ${edit(0)} edited with none`,
    `${ratio.toFixed(2)}× (${results[largest].warmSeconds.toFixed(1)} s against ${none.warmSeconds.toFixed(1)} s)`,
    ratio <= TARGET_RATIO,
  ],
  [
    `a cold build with ${largest} posts (${coldKind}) within Netlify's default limit of ${NETLIFY_BUILD_LIMIT_S / 60} minutes`,
    `${cold.seconds.toFixed(0)} s, a margin of ${(NETLIFY_BUILD_LIMIT_S - cold.seconds).toFixed(0)} s ` +
      `(${cold.cpuSeconds.toFixed(0)} s of CPU on ${os.cpus().length} cores here; Netlify's Starter build machine has 4)`,
    cold.seconds <= NETLIFY_BUILD_LIMIT_S,
  ],
  [
    `the cold build's peak memory with ${largest} posts within Netlify's ${NETLIFY_BUILD_MEMORY_MB / 1024} GiB`,
    `${Math.round(results[largest].cold.peakMb)} MB`,
    results[largest].cold.peakMb <= NETLIFY_BUILD_MEMORY_MB,
  ],
]);
writeResults("rebuild.json", {
  runs: RUNS,
  counts: COUNTS,
  sharedPicturesFrom: SHARED_PICTURES_FROM,
  loadAverage: loadAverage(),
  results,
  estimatedCold,
  stepMedians,
  targets,
});
