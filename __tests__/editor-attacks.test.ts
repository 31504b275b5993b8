/**
 * @jest-environment node
 *
 * The local editor (`npm run editor`) attacked as a web page the editor visits would attack it: it
 * runs as a command, on a copy of data/ beside decoy files an attacker wants (package.json,
 * .env, src/, .git/config), and every request here is one the editor's own page never makes.
 * Each must be refused before anything is read or written, with the editor's headers and no
 * detail of the machine.
 */
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { validateContent } from "../src/content";
import {
  api,
  deleteFile,
  listeningPorts,
  persist,
  processTree,
  send,
  sendRaw,
  startEditor,
  uploadPicture,
  type Answer,
  type Editor,
} from "./support/local-editor";
import { temporaryDirectory } from "./support/temporary-directory";

const repoRoot = path.join(__dirname, "..");
const DECOYS: Record<string, string> = {
  "package.json": '{ "scripts": { "prebuild": "echo safe" } }\n',
  ".env": "SAFE=1\n",
  "src/secret.ts": "export const secret = 'SECRET-SOURCE';\n",
  ".git/config": "[core]\n\tbare = false\n",
};
const ADMIN_POLICY_START = "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'";

/** The editor's headers, and nothing that tells an attacker about the machine. */
function expectEditorAnswer(answer: Answer) {
  expect(answer.headers["content-security-policy"]).toMatch(new RegExp(`^${ADMIN_POLICY_START}`));
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-robots-tag"]).toBe("noindex");
  expect(answer.headers["x-powered-by"]).toBeUndefined();
  expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
  expect(answer.body).not.toMatch(/\/tmp\/|\/work\/|node_modules|\n\s+at /);
}

const copy = temporaryDirectory("editor-attacks", "all");
let editor: Editor;
const read = (file: string) => fs.readFileSync(path.join(copy.dir, file), "utf8");
const site = () => read("data/site.json");
let siteEdits = 0;
/** The site file as it is but for another name each time, so that a save carried out would show. */
const changedSite = () => {
  siteEdits += 1;
  return `${JSON.stringify({ ...JSON.parse(site()), name: `Parley ${siteEdits}` }, null, 2)}\n`;
};

beforeAll(async () => {
  fs.cpSync(path.join(repoRoot, "data"), path.join(copy.dir, "data"), { recursive: true });
  for (const [file, text] of Object.entries(DECOYS)) {
    fs.mkdirSync(path.dirname(path.join(copy.dir, file)), { recursive: true });
    fs.writeFileSync(path.join(copy.dir, file), text);
  }
  editor = await startEditor(copy.dir);
}, 60_000);

afterAll(async () => {
  editor?.process.kill();
  await editor?.exited;
}, 15_000);

/**
 * What a test puts in the copy for itself, undone after it whether it passes or fails, so that
 * one failure leaves the next test the copy it expects.
 */
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  for (const [file, text] of Object.entries(DECOYS)) expect(read(file)).toBe(text);
  expect(fs.readdirSync(path.join(copy.dir, "data")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
});

describe("the editor's own page", () => {
  it("reads and saves a content file, replacing it whole", async () => {
    const entry = await api(editor.port, { action: "getEntry", params: { branch: "main", path: "data/site.json" } });
    expect(entry.status).toBe(200);
    expect(JSON.parse(entry.body).data).toBe(site());
    expectEditorAnswer(entry);

    const before = fs.statSync(path.join(copy.dir, "data/site.json")).ino;
    const changed = changedSite();
    expect(changed).not.toBe(site());
    const saved = await persist(editor.port, "data/site.json", changed, { Origin: `http://localhost:${editor.port}` });
    expect(saved.status).toBe(200);
    expectEditorAnswer(saved);
    expect(site()).toBe(changed);
    // A new file renamed over the old one: a reader sees either, never a mix.
    expect(fs.statSync(path.join(copy.dir, "data/site.json")).ino).not.toBe(before);
  });

  it("answers absolute-form requests that name it", async () => {
    const answer = await send(editor.port, {
      target: `http://localhost:${editor.port}/api/v1`,
      body: JSON.stringify({ action: "info" }),
    });
    expect(answer.status).toBe(200);
  });
});

describe("DNS rebinding and other origins", () => {
  it.each([
    ["another Host", { Host: "evil.example:PORT" }],
    ["another Host on the same address", { Host: "evil.example" }],
    ["its address with another port", { Host: "127.0.0.1:1" }],
    ["a page of another origin", { Origin: "https://evil.example" }],
    ["a page on another local port", { Origin: "http://localhost:5173" }],
    ["a page of no origin (a sandboxed frame)", { Origin: "null" }],
  ])("refuses %s with 403 and writes nothing", async (_, given) => {
    const headers = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [name, value.replace("PORT", String(editor.port))]),
    );
    const before = site();
    for (const answer of [
      await persist(editor.port, "data/site.json", changedSite(), headers),
      await api(editor.port, { action: "getEntry", params: { branch: "main", path: "data/site.json" } }, headers),
      await send(editor.port, { method: "OPTIONS", headers: { ...headers, "Access-Control-Request-Method": "POST" } }),
      await send(editor.port, { method: "GET", target: "/admin/", headers }),
    ]) {
      expect(answer.status).toBe(403);
      expectEditorAnswer(answer);
      expect(answer.body).not.toContain("Parley");
    }
    expect(site()).toBe(before);
  });

  it("never forwards an absolute-form request for another server", async () => {
    const received: string[] = [];
    const decoy = http.createServer((req, res) => {
      received.push(req.url ?? "");
      res.end("{}");
    });
    await new Promise<void>((resolve) => decoy.listen(0, "127.0.0.1", resolve));
    const decoyPort = (decoy.address() as net.AddressInfo).port;
    try {
      for (const target of [`http://127.0.0.1:${decoyPort}/api/v1`, `http://localhost:${decoyPort}/api/v1`]) {
        const answer = await send(editor.port, { target, body: JSON.stringify({ action: "info" }) });
        expect(answer.status).toBe(403);
        expectEditorAnswer(answer);
      }
    } finally {
      await new Promise((resolve) => decoy.close(resolve));
    }
    expect(received).toEqual([]);
  });
});

describe("paths outside the content", () => {
  const outside = [
    "package.json",
    ".env",
    "src/secret.ts",
    ".git/config",
    "data/../package.json",
    "data/./../.env",
    "./data/site.json",
    "data//site.json",
    "/etc/passwd",
    `${repoRoot}/package.json`,
    "data\\..\\package.json",
    "data/%2e%2e/package.json",
    "data/images/../../package.json",
    "data/images/.env",
    "data/schemas/site.schema.json",
    "data/site.json\u0000.png",
    // Through the posts' folder, which the editor may reach only at data/blog/<slug>/…
    "data/blog/../../package.json",
    "data/blog/../site.json",
    "data/blog/post/../../../.env",
    "data/blog/post/index.md/../../../../package.json",
    "data/blog/../images/../../src/secret.ts",
    "data/blog/%2e%2e/%2e%2e/package.json",
    "data/blog/post/.env",
    "data/blog/Post/index.md",
    "data/blog/post/drafts/index.md",
    "data/blog/index.md",
    "data/blog/post/index.md\u0000.png",
  ];

  it.each(outside)("refuses to read %j", async (file) => {
    for (const answer of [
      await api(editor.port, { action: "getEntry", params: { branch: "main", path: file } }),
      await api(editor.port, { action: "entriesByFiles", params: { branch: "main", files: [{ path: file }] } }),
      await api(editor.port, { action: "getMediaFile", params: { branch: "main", path: file } }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).not.toMatch(/SAFE|SECRET|scripts|bare/);
      expectEditorAnswer(answer);
    }
  });

  it.each(outside)("refuses to write or delete %j", async (file) => {
    const content = Buffer.from('{ "scripts": { "prebuild": "touch pwned" } }').toString("base64");
    for (const answer of [
      await persist(editor.port, file, "{}"),
      await api(editor.port, {
        action: "persistMedia",
        params: { branch: "main", asset: { path: file, content, encoding: "base64" }, options: { commitMessage: "x" } },
      }),
      await api(editor.port, {
        action: "deleteFile",
        params: { branch: "main", path: file, options: { commitMessage: "x" } },
      }),
      await api(editor.port, {
        action: "deleteFiles",
        params: { branch: "main", paths: [file], options: { commitMessage: "x" } },
      }),
    ]) {
      expect(answer.status).toBe(403);
      expectEditorAnswer(answer);
    }
    expect(fs.existsSync(path.join(copy.dir, "pwned"))).toBe(false);
  });

  it("refuses to list any folder but the pictures' and the posts'", async () => {
    for (const folder of [".", "data", "data/../", ".git", "data/blog/..", "data/blog/../..", "data/blog/post/.."]) {
      const answer = await api(editor.port, { action: "getMedia", params: { branch: "main", mediaFolder: folder } });
      expect(answer.status).toBe(403);
      const entries = await api(editor.port, {
        action: "entriesByFolder",
        params: { branch: "main", folder, extension: "md", depth: 2 },
      });
      expect(entries.status).toBe(403);
    }
    // The posts' folder, for anything but its Markdown files.
    for (const extension of ["json", "ts", "", "md/../../package.json"]) {
      const answer = await api(editor.port, {
        action: "entriesByFolder",
        params: { branch: "main", folder: "data/blog", extension, depth: 2 },
      });
      expect(answer.status).toBe(403);
    }
    const pictures = await api(editor.port, {
      action: "getMedia",
      params: { branch: "main", mediaFolder: "data/images" },
    });
    expect(pictures.status).toBe(200);
    expect(JSON.parse(pictures.body).map((file: { path: string }) => file.path)).toContain("data/images/hero.png");
  });

  it("refuses to move a content file (decap-server's own move fails outside any handler, stopping the editor)", async () => {
    const answer = await api(editor.port, {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "x", path: "data/site.json", raw: site(), newPath: "data/site.json/x.json" }],
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "" },
      },
    });
    expect(answer.status).toBe(403);
    expect(fs.readdirSync(path.join(copy.dir, "data"))).toContain("navigation.json");
  });
});

describe("blog posts", () => {
  const post = (fields: string) =>
    `---\ntitle: First post\ndate: 2025-03-14\ndescription: What it says.\ncover: cover.png\ncoverAlt: A picture\ntags: [News]\ndraft: false\n${fields}---\n\nHello.\n`;
  const picture = fs.readFileSync(path.join(repoRoot, "data", "images", "icon.png")).toString("base64");
  const savePost = (raw: string) =>
    api(editor.port, {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "first-post", path: "data/blog/first-post/index.md", raw }],
        assets: [{ path: "data/blog/first-post/cover.png", content: picture, encoding: "base64" }],
        options: { commitMessage: "x", useWorkflow: false, status: "" },
      },
    });
  // Each test starts without the post, whatever the one before it left.
  afterEach(() => fs.rmSync(path.join(copy.dir, "data/blog/first-post"), { recursive: true, force: true }));

  it("refuses a post the build would refuse, naming the field, and writes nothing", async () => {
    const answer = await savePost(post("draft: maybe\n").replace("draft: false\n", ""));
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toMatch(
      /data\/blog\/first-post\/index\.md: "draft": expected boolean, found string/,
    );
    expect(fs.existsSync(path.join(copy.dir, "data/blog/first-post"))).toBe(false);
  });

  it("creates a post with its picture in its own folder, lists it, and deletes it with its folder", async () => {
    expect((await savePost(post(""))).status).toBe(200);
    expect(read("data/blog/first-post/index.md")).toBe(post(""));
    expect(fs.existsSync(path.join(copy.dir, "data/blog/first-post/cover.png"))).toBe(true);

    const entries = await api(editor.port, {
      action: "entriesByFolder",
      params: { branch: "main", folder: "data/blog", extension: "md", depth: 2 },
    });
    expect(entries.status).toBe(200);
    expect(JSON.parse(entries.body).map((entry: { file: { path: string } }) => entry.file.path)).toEqual([
      "data/blog/first-post/index.md",
    ]);
    const media = await api(editor.port, {
      action: "getMedia",
      params: { branch: "main", mediaFolder: "data/blog/first-post" },
    });
    expect(JSON.parse(media.body).map((file: { path: string }) => file.path)).toContain(
      "data/blog/first-post/cover.png",
    );

    const deleted = await api(editor.port, {
      action: "deleteFiles",
      params: { branch: "main", paths: ["data/blog/first-post/index.md"], options: { commitMessage: "x" } },
    });
    expect(deleted.status).toBe(200);
    expect(fs.existsSync(path.join(copy.dir, "data/blog/first-post"))).toBe(false);
  });

  it("keeps a picture the post's text shows, and deletes it with the post", async () => {
    const withDiagram = post("").replace("Hello.", "Hello.\n\n![A diagram](diagram.png)");
    const saved = await api(editor.port, {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "first-post", path: "data/blog/first-post/index.md", raw: withDiagram }],
        assets: ["cover.png", "diagram.png"].map((name) => ({
          path: `data/blog/first-post/${name}`,
          content: picture,
          encoding: "base64",
        })),
        options: { commitMessage: "x", useWorkflow: false, status: "" },
      },
    });
    expect(saved.status).toBe(200);
    const refused = await deleteFile(editor.port, "data/blog/first-post/diagram.png");
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body).error).toMatch(/"body": the text shows the picture "diagram\.png"/);
    expect(fs.existsSync(path.join(copy.dir, "data/blog/first-post/diagram.png"))).toBe(true);
    const withPost = await api(editor.port, {
      action: "deleteFiles",
      params: {
        branch: "main",
        paths: ["data/blog/first-post/index.md", "data/blog/first-post/diagram.png"],
        options: { commitMessage: "x" },
      },
    });
    expect(withPost.status).toBe(200);
    expect(fs.existsSync(path.join(copy.dir, "data/blog/first-post"))).toBe(false);
  });
});

describe("bad saves", () => {
  it.each([
    ["text that is not JSON", "{ not json", /data\/site\.json: not valid JSON at line 1, column 3/],
    ["JSON the schema rejects", "{}", /data\/site\.json: "name": required field is missing/],
    [
      "a link the build refuses",
      null,
      /data\/sections\/hero\.json: "primaryAction\.href": expected an absolute "https:\/\/" URL/,
    ],
  ])("answers %s with 422 and the build's message, and leaves the file", async (_, raw, message) => {
    const file = raw === null ? "data/sections/hero.json" : "data/site.json";
    const before = read(file);
    const text = raw ?? before.replace(/"href": "https:\/\/unrekt[^"]*"/, '"href": "javascript:alert(1)"');
    const answer = await persist(editor.port, file, text);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toMatch(message);
    expectEditorAnswer(answer);
    expect(read(file)).toBe(before);
  });

  it("reads a file once per request: one named twice is refused", async () => {
    const answer = await api(editor.port, {
      action: "entriesByFiles",
      params: { branch: "main", files: Array.from({ length: 3 }, () => ({ path: "data/site.json" })) },
    });
    expect(answer.status).toBe(422);
    expectEditorAnswer(answer);
  });

  it("answers a request body that is not JSON with 400", async () => {
    const answer = await send(editor.port, { body: "{ action: info" });
    expect(answer.status).toBe(400);
    expectEditorAnswer(answer);
  });

  it("answers a body over 1 MB with 413 and writes nothing", async () => {
    const before = site();
    const huge = before.replace(/"name": "[^"]*"/, `"name": "${"P".repeat(1024 * 1024)}"`);
    expect(huge.length).toBeGreaterThan(1024 * 1024);
    const answer = await persist(editor.port, "data/site.json", huge);
    expect(answer.status).toBe(413);
    expectEditorAnswer(answer);
    expect(site()).toBe(before);
  });

  it("reads only JSON requests, by POST", async () => {
    const form = await send(editor.port, {
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ action: "info" }),
    });
    expect(form.status).toBe(415);
    const get = await send(editor.port, { method: "GET" });
    expect(get.status).toBe(405);
    for (const answer of [form, get]) expectEditorAnswer(answer);
  });
});

describe("requests that would stop the editor or fail it", () => {
  it.each(["//[", "//evil.example/api/v1", "/api/v1/../admin/"])(
    "answers the request target %s without stopping",
    async (target) => {
      const answer = await send(editor.port, { target, body: JSON.stringify({ action: "info" }) });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expectEditorAnswer(answer);
      expect((await api(editor.port, { action: "info" })).status).toBe(200);
    },
  );

  it("answers a request that names two Hosts, its own first, with 400", async () => {
    const body = JSON.stringify({ action: "info" });
    const answer = await sendRaw(
      editor.port,
      `POST /api/v1 HTTP/1.1\r\nHost: localhost:${editor.port}\r\nHost: evil.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/^X-Frame-Options: DENY\r$/im);
  });

  it("answers a request nested deeper than any of the editor's with 400", async () => {
    const answer = await send(editor.port, {
      body: `{"action":"info","params":${"[".repeat(100_000)}${"]".repeat(100_000)}}`,
    });
    expect(answer.status).toBe(400);
    expectEditorAnswer(answer);
  });

  it.each([
    ["no params", { action: "persistMedia" }],
    ["no asset", { action: "persistMedia", params: { branch: "main" } }],
    [
      "a name too long for the disk",
      { action: "getMediaFile", params: { branch: "main", path: `data/images/${"a".repeat(300)}.png` } },
    ],
    [
      "a folder name too long for the disk",
      { action: "getEntry", params: { branch: "main", path: `data/blog/${"a".repeat(300)}/index.md` } },
    ],
    [
      "a name too long for its temporary file",
      {
        action: "persistMedia",
        params: {
          branch: "main",
          asset: {
            path: `data/images/${"a".repeat(236)}.png`,
            content: fs.readFileSync(path.join(repoRoot, "data/images/icon.png")).toString("base64"),
            encoding: "base64",
          },
        },
      },
    ],
  ])("answers a request with %s with 422", async (_, request) => {
    const answer = await api(editor.port, request);
    expect(answer.status).toBe(422);
    expectEditorAnswer(answer);
    expect(fs.readdirSync(path.join(copy.dir, "data/images")).filter((name) => name.startsWith("aaa"))).toEqual([]);
  });
});

describe("decap-server, behind the editor", () => {
  it("listens on no network port: the editor's is the only one its processes open", () => {
    expect(listeningPorts(processTree(editor.process.pid!))).toEqual([editor.port]);
  });
});

describe("symbolic links out of data/", () => {
  const outside = temporaryDirectory("editor-outside");
  const picture = fs.readFileSync(path.join(repoRoot, "data", "images", "icon.png")).toString("base64");
  const links: string[] = [];
  const link = (name: string, to: string) => {
    fs.symlinkSync(to, path.join(copy.dir, name));
    links.push(name);
  };
  afterEach(() => {
    for (const name of links.splice(0)) fs.rmSync(path.join(copy.dir, name), { force: true });
  });

  it("refuses a save into a post folder that links out of the repository, and writes nothing there", async () => {
    link("data/blog/linked", outside.dir);
    const answer = await api(editor.port, {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "linked", path: "data/blog/linked/index.md", raw: "---\ntitle: x\n---\n" }],
        assets: [{ path: "data/blog/linked/cover.png", content: picture, encoding: "base64" }],
        options: { commitMessage: "x", useWorkflow: false, status: "" },
      },
    });
    expect(answer.status).toBe(403);
    expectEditorAnswer(answer);
    expect(fs.readdirSync(outside.dir)).toEqual([]);
  });

  it("refuses to delete through a link inside data/: neither the file it points to nor a linked post folder", async () => {
    const before = site();
    link("data/images/linked.png", "../site.json");
    link("data/blog/linked", "../images");
    for (const target of ["data/images/linked.png", "data/blog/linked/index.md"]) {
      const answer = await api(editor.port, {
        action: "deleteFile",
        params: { branch: "main", path: target, options: { commitMessage: "x" } },
      });
      expect(answer.status).toBe(403);
    }
    expect(site()).toBe(before);
    expect(fs.existsSync(path.join(copy.dir, "data/images/icon.png"))).toBe(true);
  });

  it("refuses to read or replace a picture that links to a file outside data/", async () => {
    link("data/images/linked.png", path.join(copy.dir, "package.json"));
    for (const answer of [
      await api(editor.port, { action: "getMediaFile", params: { branch: "main", path: "data/images/linked.png" } }),
      await api(editor.port, {
        action: "persistMedia",
        params: {
          branch: "main",
          asset: { path: "data/images/linked.png", content: picture, encoding: "base64" },
          options: { commitMessage: "x" },
        },
      }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain("scripts");
      expectEditorAnswer(answer);
    }
    const listed = await api(editor.port, {
      action: "getMedia",
      params: { branch: "main", mediaFolder: "data/images" },
    });
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body).map((file: { path: string }) => file.path)).toContain("data/images/icon.png");
    expect(listed.body).not.toContain("linked.png");
  });

  it("lists the pictures of a media folder that holds a link out of the repository, without the link", async () => {
    fs.writeFileSync(path.join(outside.dir, "secret.png"), "SECRET-OUTSIDE");
    link("data/images/outside.png", path.join(outside.dir, "secret.png"));
    const listed = await api(editor.port, {
      action: "getMedia",
      params: { branch: "main", mediaFolder: "data/images" },
    });
    expect(listed.status).toBe(200);
    expectEditorAnswer(listed);
    expect(JSON.parse(listed.body).map((file: { path: string }) => file.path)).toContain("data/images/icon.png");
    expect(listed.body).not.toContain("outside.png");
  });
});

describe("pictures and saves of several files", () => {
  const picture = fs.readFileSync(path.join(repoRoot, "data", "images", "icon.png"));

  it("uploads a picture to the media folder and answers with the picture as saved", async () => {
    cleanups.push(() => fs.rmSync(path.join(copy.dir, "data/images/uploaded.png"), { force: true }));
    const answer = await uploadPicture(editor.port, "data/images/uploaded.png", picture);
    expect(answer.status).toBe(200);
    expectEditorAnswer(answer);
    expect(JSON.parse(answer.body)).toMatchObject({ path: "data/images/uploaded.png", name: "uploaded.png" });
    expect(Buffer.from(JSON.parse(answer.body).content, "base64").equals(picture)).toBe(true);
    expect(fs.readFileSync(path.join(copy.dir, "data/images/uploaded.png")).equals(picture)).toBe(true);
  });

  it.each([
    ["HTML named as a PNG", Buffer.from("<script>alert(1)</script>")],
    ["a PNG cut short", picture.subarray(0, Math.floor(picture.length / 2))],
    ["a JPEG named as a PNG", null],
  ])("refuses %s with 422 and keeps the picture it would replace", async (_, given) => {
    const bytes = given ?? (await sharp(picture).jpeg().toBuffer());
    const target = path.join(copy.dir, "data/images/icon.png");
    const before = fs.readFileSync(target);
    const answer = await uploadPicture(editor.port, "data/images/icon.png", bytes);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toMatch(/data\/images\/icon\.png: .*not a PNG picture/);
    expectEditorAnswer(answer);
    expect(fs.readFileSync(target).equals(before)).toBe(true);
  });

  it("refuses a picture of more than 50 million pixels, and writes nothing", async () => {
    const huge = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const answer = await uploadPicture(editor.port, "data/images/huge.png", huge);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toBe(
      "data/images/huge.png: not saved, the picture is 7100 × 7100 pixels; expected at most 50 million (e.g. 8000 × 6000)",
    );
    expectEditorAnswer(answer);
    expect(fs.existsSync(path.join(copy.dir, "data/images/huge.png"))).toBe(false);
  });

  it("refuses to upload or delete a picture named like another but for capitals, which macOS and Windows take for it", async () => {
    const avatar = path.join(copy.dir, "data/images/avatar.png");
    const before = fs.readFileSync(avatar);
    const uploaded = await uploadPicture(editor.port, "data/images/Avatar.png", picture);
    const deleted = await deleteFile(editor.port, "data/images/AVATAR.png");
    for (const answer of [uploaded, deleted]) {
      expect(answer.status).toBe(409);
      expect(JSON.parse(answer.body).error).toMatch(
        /: avatar\.png is there already; names that differ only in capitals/,
      );
      expectEditorAnswer(answer);
    }
    expect(fs.readdirSync(path.dirname(avatar)).filter((name) => /^avatar\.png$/i.test(name))).toEqual(["avatar.png"]);
    expect(fs.readFileSync(avatar).equals(before)).toBe(true);
  });

  it("refuses a picture of a type the build does not process, and writes nothing", async () => {
    const gif = await sharp(picture).gif().toBuffer();
    for (const file of ["data/images/moving.gif", "data/blog/first-post/moving.GIF"]) {
      const answer = await uploadPicture(editor.port, file, gif);
      expect(answer.status).toBe(403);
      expectEditorAnswer(answer);
      expect(fs.existsSync(path.join(copy.dir, file))).toBe(false);
    }
  });

  it("takes a save and a delete sent together one after the other, leaving content the build accepts", async () => {
    const hero = read("data/sections/hero.json");
    cleanups.push(() => {
      fs.writeFileSync(path.join(copy.dir, "data/sections/hero.json"), hero);
      fs.rmSync(path.join(copy.dir, "data/images/spare.png"), { force: true });
    });
    fs.writeFileSync(path.join(copy.dir, "data/images/spare.png"), picture);
    const [saved, deleted] = await Promise.all([
      persist(editor.port, "data/sections/hero.json", hero.replace(/"src": "[^"]+"/, '"src": "spare.png"')),
      deleteFile(editor.port, "data/images/spare.png"),
    ]);
    // Whichever comes first, the other is checked against what it left: a save naming the picture
    // keeps it, and a delete that came first refuses the save.
    if (saved.status === 200) expect(deleted.status).toBe(409);
    else expect([saved.status, deleted.status]).toEqual([422, 200]);
    expect(validateContent(path.join(copy.dir, "data"))).toEqual([]);
  });

  it("refuses to delete a picture the content shows, naming where, and deletes one nothing shows", async () => {
    const inUse = await deleteFile(editor.port, "data/images/icon.png");
    expect(inUse.status).toBe(409);
    expect(JSON.parse(inUse.body).error).toMatch(/^Not deleted: data\/.*\.json: ".*": .*"icon\.png" is not there/);
    expectEditorAnswer(inUse);
    expect(fs.existsSync(path.join(copy.dir, "data/images/icon.png"))).toBe(true);

    cleanups.push(() => fs.rmSync(path.join(copy.dir, "data/images/unused.png"), { force: true }));
    fs.writeFileSync(path.join(copy.dir, "data/images/unused.png"), picture);
    const unused = await deleteFile(editor.port, "data/images/unused.png");
    expect(unused.status).toBe(200);
    expect(fs.existsSync(path.join(copy.dir, "data/images/unused.png"))).toBe(false);
  });

  it("saves every file of a save or none: one that cannot be written leaves the others as they were", async () => {
    const folderInTheWay = path.join(copy.dir, "data/blog/in-the-way/index.md");
    cleanups.push(() => fs.rmSync(path.dirname(folderInTheWay), { recursive: true, force: true }));
    fs.mkdirSync(folderInTheWay, { recursive: true });
    const before = site();
    const answer = await api(editor.port, {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [
          { slug: "site", path: "data/site.json", raw: changedSite() },
          {
            slug: "in-the-way",
            path: "data/blog/in-the-way/index.md",
            raw: "---\ntitle: In the way\ndate: 2025-03-14\ndescription: A post.\ncover: cover.png\ncoverAlt: A picture\ntags: [News]\ndraft: false\n---\n\nHello.\n",
          },
        ],
        assets: [{ path: "data/blog/in-the-way/cover.png", content: picture.toString("base64"), encoding: "base64" }],
        options: { commitMessage: "x", useWorkflow: false, status: "" },
      },
    });
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body).error).toMatch(/data\/blog\/in-the-way\/index\.md is a folder/);
    expectEditorAnswer(answer);
    expect(site()).toBe(before);
    expect(fs.readdirSync(path.dirname(folderInTheWay))).toEqual(["index.md"]);
  });
});
