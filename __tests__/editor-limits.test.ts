/**
 * @jest-environment node
 *
 * The local editor, started as an editor starts it (`npm run editor`), against content that would
 * hang a parser, requests that used to get a 500 or a false success, and the ports it opens: each
 * save is answered within the check's time budget with a 4xx that names the limit, the server
 * keeps answering and stops on Ctrl+C, and no port it opens answers another origin.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOSTILE_BODIES, HOSTILE_FRONT_MATTER, HOSTILE_JSON } from "./support/hostile-content";
import { api, listeningPorts, persist, processTree, send, startEditor, type Editor } from "./support/local-editor";
import { samplePost, writePost } from "./support/sample-posts";
import { temporaryDirectory } from "./support/temporary-directory";

const repoRoot = path.join(__dirname, "..");
/**
 * Every save is answered within this, however long checking its content would take: the editor's
 * 1.5 s check budget and a busy machine's delays, far below what the hostile corpus costs unchecked (18 s).
 */
const ANSWER_BOUND_MS = 5000;
const copy = temporaryDirectory("editor-limits", "all");
const POST = "data/blog/hostile/index.md";
const STALE_SAVE = "data/.site.json.0123456789ab.tmp";
/** An editor process that was killed: its pid is one no process has (the kernel's limit is lower). */
const STALE_SITE_DIR = path.join(os.tmpdir(), "parley-editor-4194305-abcdef");
let editor: Editor;
/** The post as it is before each save: what a refused save leaves. */
let original: string;
const postText = () => fs.readFileSync(path.join(copy.dir, POST), "utf8");

const frontMatter = `---\n${Object.entries(samplePost())
  .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
  .join("\n")}\n---\n`;

beforeAll(async () => {
  fs.cpSync(path.join(repoRoot, "data"), path.join(copy.dir, "data"), { recursive: true });
  fs.writeFileSync(path.join(copy.dir, STALE_SAVE), "{");
  original = fs.readFileSync(writePost(path.join(copy.dir, "data"), "hostile"), "utf8");
  fs.mkdirSync(STALE_SITE_DIR, { recursive: true });
  editor = await startEditor(copy.dir);
}, 60_000);

afterAll(async () => {
  editor?.process.kill();
  await editor?.exited;
  fs.rmSync(STALE_SITE_DIR, { recursive: true, force: true });
}, 15_000);

/** The answer to a save of `raw` as `file`, and how long it took. */
async function timedSave(file: string, raw: string) {
  const start = performance.now();
  const answer = await persist(editor.port, file, raw);
  return { answer, ms: performance.now() - start };
}

describe("hostile content", () => {
  const posts = [
    ...Object.entries(HOSTILE_BODIES).map(([name, body]) => [`a body of ${name}`, frontMatter + body]),
    ...Object.entries(HOSTILE_FRONT_MATTER).map(([name, yaml]) => [
      `front matter of ${name}`,
      `---\n${yaml}\n---\nText.\n`,
    ]),
  ];

  // A run of backticks is an empty code block, and "- - -" a rule: the build takes them as they are.
  it.each(posts)("answers a post with %s in time: saved if the build takes it, else a 4xx", async (_name, raw) => {
    const { answer, ms } = await timedSave(POST, raw);
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    if (answer.status === 200) {
      expect(postText()).toBe(raw);
      fs.writeFileSync(path.join(copy.dir, POST), original);
      return;
    }
    expect(postText()).toBe(original);
    if (answer.status === 413) return; // over the request's own size, refused unread
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toMatch(/^Not saved: .*(expected at most|expected each value|alias)/);
  });

  it.each(Object.entries(HOSTILE_JSON))("answers a content file of %s in time with a 4xx", async (_name, json) => {
    const before = fs.readFileSync(path.join(copy.dir, "data/site.json"), "utf8");
    const { answer, ms } = await timedSave("data/site.json", json);
    expect([400, 413, 422]).toContain(answer.status);
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    expect(fs.readFileSync(path.join(copy.dir, "data/site.json"), "utf8")).toBe(before);
  });

  it("keeps answering other requests while hostile saves are checked", async () => {
    const saves = [
      "nested quotes",
      "a run of [",
      "a run of *_",
      "a run of - on lines",
      "nested raw HTML",
      "NUL bytes",
    ].map((name) => persist(editor.port, POST, frontMatter + HOSTILE_BODIES[name]));
    const read = await api(editor.port, { action: "getEntry", params: { branch: "main", path: "data/site.json" } });
    expect(read.status).toBe(200);
    for (const answer of await Promise.all(saves)) expect(answer.status).toBe(422);
  });
});

describe("requests that got a 500 or a false success", () => {
  const upload = (content: string) =>
    api(editor.port, {
      action: "persistMedia",
      params: { branch: "main", asset: { path: "data/images/new.png", content, encoding: "base64" } },
    });

  it.each([
    ["empty", ""],
    ["not base64", "%%%% not base64 ****"],
    ["cut short", "iVBORw0KGgo=".slice(0, 7)],
  ])("answers an upload whose base64 is %s with 422, and writes nothing", async (_name, content) => {
    const answer = await upload(content);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toBe(
      "data/images/new.png: not saved, expected the picture's bytes in base64",
    );
    expect(fs.existsSync(path.join(copy.dir, "data/images/new.png"))).toBe(false);
  });

  it("answers a save that names no file with 422", async () => {
    const answer = await api(editor.port, {
      action: "persistEntry",
      params: { branch: "main", dataFiles: [], assets: [], options: { commitMessage: "x" } },
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toBe("The save names no file: nothing to save");
  });
});

describe("what a killed editor left behind", () => {
  it("is removed at start: a save's staged file under data/, and the folder of its copy of /admin/", () => {
    expect(fs.existsSync(path.join(copy.dir, STALE_SAVE))).toBe(false);
    expect(fs.existsSync(STALE_SITE_DIR)).toBe(false);
  });
});

describe("every port the editor opens", () => {
  it("answers only the editor's own page: another origin and a rebinding host name are refused", async () => {
    const ports = listeningPorts(processTree(editor.process.pid!));
    expect(ports).toContain(editor.port);
    for (const port of ports) {
      for (const headers of <Record<string, string>[]>[
        { Origin: "https://evil.example" },
        { Host: `evil.localhost:${port}` },
        { Host: `attacker.example:${port}` },
      ]) {
        const answer = await send(port, {
          target: "/api/v1",
          headers,
          body: JSON.stringify({ action: "getEntry", params: { branch: "main", path: "data/site.json" } }),
        });
        expect(answer.status).toBe(403);
        expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
      }
    }
  });
});

describe("Ctrl+C", () => {
  it("stops the editor at once, after hostile saves", async () => {
    await persist(editor.port, POST, frontMatter + HOSTILE_BODIES["a run of *_"]);
    editor.process.kill("SIGINT");
    expect(await editor.exited).toBe(0);
  });
});
