/** @jest-environment node */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { onPostBuild } from "../plugins/prune-build/gatsby-node";
import { BUNDLE, expectSecurityHeaders, REVALIDATE, serveFixture } from "./support/served-build";
import { temporaryDirectory } from "./support/temporary-directory";

// What the local production server publishes and at which paths, and the build plugin that
// deletes the build-only files before anything is published. prune-build.mjs is plain
// ESM JavaScript (JSDoc types), loaded through Jest's module system with its API spelled out
// here.
const { pruneBuild } = jest.requireActual<{ pruneBuild: (publicDir: string) => string[] }>(
  "../plugins/prune-build/prune-build.mjs",
);
// The one list of build-only files, which the server never publishes either.
const { isBuildOnlyFile } = jest.requireActual<{ isBuildOnlyFile: (fileName: string) => boolean }>(
  "../server/serve.mjs",
);

const served = serveFixture();
const { request, rawRequest } = served;

describe("what is published", () => {
  it("serves pages the way Netlify resolves them", async () => {
    expect((await request("/")).body.toString()).toContain("HOME-PAGE");
    expect((await request("/blog")).body.toString()).toContain("BLOG-PAGE");
    expect((await request("/blog.html")).body.toString()).toContain("BLOG-PAGE");
    expect((await request("/docs/")).body.toString()).toContain("DOCS-PAGE");
    expect(await request("/blog/?from=menu")).toMatchObject({ status: 301, headers: { location: "/blog?from=menu" } });
    expect(await request("/docs")).toMatchObject({ status: 301, headers: { location: "/docs/" } });
    expect((await request(`/${BUNDLE}.LICENSE.txt`)).status).toBe(200);
  });

  const refused = [
    "/_headers",
    "/_headers/",
    "/_head%65rs",
    "/_head%65rs/",
    "/%5Fheaders",
    "/_HEADERS",
    "/_Headers/",
    "/_headers%2F",
    "/_head%2565rs",
    "/_headers?download=1",
    "/_headers.",
    "/_headers%00",
    "/_headers%20",
    "//_headers",
    "/./_headers",
    "/static/../_headers",
    "/static/%2e%2e/_headers",
    "/static/%2E%2E%2F_headers",
    "/static/..%5C_headers",
    "/static%2F..%2F_headers",
    "/_redirects",
    "/_redirects/",
    "/_REDIRECTS",
    `/${BUNDLE}.map`,
    `/${BUNDLE}.MAP`,
    `/${BUNDLE}.map/`,
    `/${BUNDLE}%2Emap`,
    "/static/nested/image.js.map",
    "/webpack.stats.json",
    "/Webpack.Stats.JSON",
    "/webpack.stats",
    "/chunk-map.json",
    "/chunk-map",
    "/%E0%A4%A",
    `/${"a".repeat(8000)}`,
    "http://localhost/_headers",
  ];

  it.each(refused)("%s serves none of Netlify's configuration or the build-only files", async (target) => {
    const answer = await request(target);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.toString()).not.toMatch(/SECRET-|Content-Security-Policy/);
    expectSecurityHeaders(answer, target);
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
  });

  it("answers a NUL byte, a URL longer than any header limit and a bare target with an error that carries the headers", async () => {
    for (const bytes of [
      "GET /_headers\0 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      `GET /${"a".repeat(100_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      "GET _headers HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    ]) {
      const answer = await rawRequest(bytes);
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(answer).not.toContain("SECRET-");
      expect(answer).toMatch(/^X-Frame-Options: DENY\r$/im);
      expect(answer).toMatch(/^Content-Security-Policy: default-src 'self'\r$/im);
      expect(answer).toMatch(new RegExp(`^Cache-Control: ${REVALIDATE}\r$`, "im"));
    }
    expect((await request("/")).status).toBe(200);
  });

  it.each([
    ["an HTTP/1.1 request without a Host", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", /^HTTP\/1\.1 400 /],
    [
      "a request with two Hosts",
      "GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\nConnection: close\r\n\r\n",
      /^HTTP\/1\.1 400 /,
    ],
    [
      "an expectation it cannot meet",
      "GET / HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n",
      /^HTTP\/1\.1 417 /,
    ],
    [
      "a CONNECT, a tunnel it does not make",
      "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
      /^HTTP\/1\.1 405 [^]*^Allow: GET, HEAD\r$/m,
    ],
  ])("answers %s with an error that carries the headers", async (_, bytes, status) => {
    const answer = await rawRequest(bytes);
    expect(answer).toMatch(status);
    expect(answer).toMatch(/^X-Frame-Options: DENY\r$/im);
    expect(answer).toMatch(/^Content-Security-Policy: default-src 'self'\r$/im);
    expect(answer).toMatch(new RegExp(`^Cache-Control: ${REVALIDATE}\r$`, "im"));
  });

  it("keeps serving when clients reset their CONNECT before the answer", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(served.port, "127.0.0.1", () => {
          socket.write("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n", () => {
            socket.resetAndDestroy();
            resolve();
          });
        });
      });
    }
    expect((await request("/robots.txt")).status).toBe(200);
  });

  it("answers an HTTP/1.0 request, which may leave out the Host", async () => {
    expect(await rawRequest("GET /robots.txt HTTP/1.0\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe("prune-build", () => {
  const build = temporaryDirectory("prune");
  const project = temporaryDirectory("prune-project");
  beforeEach(() => {
    for (const name of [
      "index.html",
      "islands-1.js",
      "islands-1.js.LICENSE.txt",
      "app-1.js",
      "app-1.js.map",
      "app-1.js.LICENSE.txt",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "webpack.stats.json",
      "chunk-map.json",
      "page-data/app-data.json",
      "~partytown/debug/partytown.js.map",
      "static/x/styles.css.map",
      "static/share/site-1.jpg",
      "static/share/a-draft-1.jpg",
    ]) {
      fs.mkdirSync(path.dirname(path.join(build.dir, name)), { recursive: true });
      fs.writeFileSync(path.join(build.dir, name), name);
    }
    fs.writeFileSync(
      path.join(build.dir, "index.html"),
      '<meta property="og:image" content="https://parley.example/static/share/site-1.jpg"/>' +
        '<script type="application/json" id="island-scripts">["/islands-1.js"]</script>',
    );
  });

  const remaining = () =>
    (fs.readdirSync(build.dir, { recursive: true }) as string[])
      .filter((name) => fs.statSync(path.join(build.dir, name)).isFile())
      .sort();

  it("deletes source maps, the build statistics, the runtime and the share cards no page names, and keeps everything else", () => {
    expect(pruneBuild(build.dir)).toEqual([
      "_gatsby/",
      "app-1.js",
      "app-1.js.LICENSE.txt",
      "app-1.js.map",
      "chunk-map.json",
      "static/share/a-draft-1.jpg",
      "static/x/styles.css.map",
      "webpack.stats.json",
      "~partytown/",
      "~partytown/debug/partytown.js.map",
    ]);
    expect(remaining()).toEqual([
      "index.html",
      "islands-1.js",
      "islands-1.js.LICENSE.txt",
      path.join("page-data", "app-data.json"),
      path.join("static", "share", "site-1.jpg"),
    ]);
    expect(pruneBuild(build.dir)).toEqual([]);
  });

  it("names the build-only files whatever their letter case", () => {
    for (const name of ["a.js.map", "A.JS.MAP", "webpack.stats.json", "Chunk-Map.json"])
      expect(isBuildOnlyFile(name)).toBe(true);
    for (const name of ["a.js", "a.js.LICENSE.txt", "map", "app-data.json", "sitemap-0.xml"])
      expect(isBuildOnlyFile(name)).toBe(false);
  });

  it("runs once every page is built (the prune-build plugin), before the adapter writes the header rules for what is left", async () => {
    const reporter = { info: jest.fn() };
    fs.mkdirSync(path.join(project.dir, "public"));
    fs.writeFileSync(path.join(project.dir, "public", "app-1.js.map"), "{}");
    const store = { getState: () => ({ program: { directory: project.dir } }) };
    await (onPostBuild as (args: object) => void)({ reporter, store });
    expect(reporter.info).toHaveBeenCalledWith("removed 1 build-only file(s) from public/");
    expect(fs.readdirSync(path.join(project.dir, "public"))).toEqual([]);
  });
});
