/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import {
  type Answer,
  BUNDLE,
  expectSecurityHeaders,
  IMMUTABLE,
  REVALIDATE,
  serveFixture,
} from "./support/served-build";

// The headers of the local production server's responses: Cache-Control per Netlify's rules or
// its default, the security headers on every kind of response, validators on a 304, Allow on a
// 405, and no log line for a client's mistake.
const served = serveFixture();
const { request, rawRequest } = served;

describe("response headers", () => {
  it("gives each file the Cache-Control of its rule, and Netlify's default where no rule sets one", async () => {
    expect((await request("/static/image.png")).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await request(`/${BUNDLE}`)).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await request("/blog")).headers["cache-control"]).toBe(REVALIDATE);
    for (const target of ["/robots.txt", `/${BUNDLE}.LICENSE.txt`, "/", "/docs/", "/no-such-page"]) {
      const answer = await request(target);
      expect({ target, cache: answer.headers["cache-control"] }).toEqual({ target, cache: REVALIDATE });
    }
  });

  it("puts the security headers and a Cache-Control on every published file", async () => {
    const published = (fs.readdirSync(path.join(served.root, "public"), { recursive: true }) as string[])
      .map((name) => name.split(path.sep).join("/"))
      .filter((name) => fs.statSync(path.join(served.root, "public", name)).isFile())
      .filter(
        (name) => !/(^|\/)_(headers|redirects)$|\.map$|webpack\.stats\.json|chunk-map\.json|broken\.txt/.test(name),
      );
    expect(published.length).toBeGreaterThan(8);
    for (const name of published) {
      const answer = await request(`/${name}`);
      expect({ name, status: answer.status }).toEqual({ name, status: 200 });
      expectSecurityHeaders(answer, name);
    }
  });

  it("leaves upgrade-insecure-requests out of the rules' policy: on plain HTTP, WebKit would follow it to https://", async () => {
    const rules = fs.readFileSync(path.join(served.root, "public", "_headers"), "utf8");
    expect(rules).toContain("Content-Security-Policy: default-src 'self'; upgrade-insecure-requests");
    for (const target of ["/", "/blog", "/no-such-page"]) {
      const answer = await request(target, { headers: { host: "localhost" } });
      expect({ target, csp: answer.headers["content-security-policy"] }).toEqual({ target, csp: "default-src 'self'" });
    }
  });

  it("never caches a missing file as immutable, even where the rule for its path says so", async () => {
    const answer = await request("/static/no-such-file.png");
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    expect(answer.body.toString()).toContain("NOT-FOUND-PAGE");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await request("/static/no-such-file.png", { method: "HEAD" })).body.length).toBe(0);
  });

  it("keeps ETag, Vary and the rule's Cache-Control on a 304", async () => {
    const headers = { "accept-encoding": "br" };
    const first = await request(`/${BUNDLE}`, { headers });
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    const again = await request(`/${BUNDLE}`, { headers: { ...headers, "if-none-match": first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect(again.headers["cache-control"]).toBe(IMMUTABLE);
    expectSecurityHeaders(again, "304");
    const weak = await request(`/${BUNDLE}`, {
      headers: { ...headers, "if-none-match": `"other", W/${first.headers.etag}` },
    });
    expect(weak.status).toBe(304);
  });

  it("answers If-Match by strong comparison: the file on a match or *, 412 otherwise", async () => {
    const { etag } = (await request("/robots.txt")).headers;
    expect((await request("/robots.txt", { headers: { "if-match": `"other", ${etag}` } })).status).toBe(200);
    expect((await request("/robots.txt", { headers: { "if-match": "*" } })).status).toBe(200);
    const weak = await request("/robots.txt", { headers: { "if-match": `W/${etag}` } });
    expect(weak.status).toBe(412);
    expect(weak.headers.etag).toBeUndefined();
  });

  it("answers methods other than GET and HEAD with 405 and Allow", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const answer = await request("/", { method });
      expect({ method, status: answer.status, allow: answer.headers.allow }).toEqual({
        method,
        status: 405,
        allow: "GET, HEAD",
      });
      expectSecurityHeaders(answer, method);
      expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    }
  });

  it("puts the security headers and a Cache-Control on every kind of response", async () => {
    const answers: Record<string, Answer> = {
      200: await request("/robots.txt"),
      206: await request("/robots.txt", { headers: { range: "bytes=0-1" } }),
      301: await request("/blog/"),
      304: await request("/robots.txt", { headers: { "if-none-match": "*" } }),
      400: await request("/%zz"),
      404: await request("/no-such-page"),
      405: await request("/", { method: "POST" }),
      412: await request("/robots.txt", { headers: { "if-match": '"other"' } }),
      416: await request("/robots.txt", { headers: { range: "bytes=500-" } }),
    };
    for (const [status, answer] of Object.entries(answers)) {
      expect(String(answer.status)).toBe(status);
      expectSecurityHeaders(answer, status);
    }
  });

  it("answers client mistakes without logging anything", async () => {
    const logBefore = served.stderr.length;
    await request("/data.txt", { headers: { range: "bytes=5-2" } });
    await request("/%zz");
    await request("/static/%2e%2e/_headers");
    await rawRequest("GET /\0 HTTP/1.1\r\n\r\n");
    await new Promise<void>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port: served.port, path: `/${BUNDLE}`, agent: false }, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
    });
    // A failure the server does log, after them: the log holds nothing between this test's start and its line.
    const broken = path.join(served.root, "public", "broken.txt");
    fs.rmSync(broken);
    fs.mkdirSync(broken);
    expect((await request("/broken.txt")).status).toBe(500);
    await served.logged("GET /broken.txt failed");
    expect(served.stderr.slice(logBefore, served.stderr.indexOf("GET /broken.txt failed"))).toBe("");
  });
});
