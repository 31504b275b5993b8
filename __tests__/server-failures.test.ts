/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { expectSecurityHeaders, REVALIDATE, serveFixture } from "./support/served-build";

// A failure on the server's side: the local production server answers it without details and
// goes on serving.
const served = serveFixture();
const { request } = served;

describe("failures", () => {
  it("answers a server-side failure with a bare 500, logs it, and keeps serving", async () => {
    const broken = path.join(served.root, "public", "broken.txt");
    fs.rmSync(broken);
    fs.mkdirSync(broken);
    const answer = await request("/broken.txt");
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).toBe("Internal Server Error\n");
    expectSecurityHeaders(answer, "500");
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    await served.logged("GET /broken.txt failed");
    expect((await request("/")).status).toBe(200);
  });

  it("serves no file replaced by a link after it started: a symbolic link, or a name it shares with a file outside the build", async () => {
    const secret = path.join(served.root, "secret.txt");
    fs.writeFileSync(secret, "SECRET-OUTSIDE-THE-BUILD");
    const linked = path.join(served.root, "public", "linked.txt");
    fs.rmSync(linked);
    fs.symlinkSync(secret, linked);
    fs.linkSync(path.join(served.root, "public", "hard-linked.txt"), path.join(served.root, "hard-link-outside.txt"));
    for (const target of ["/linked.txt", "/hard-linked.txt"]) {
      const answer = await request(target);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain("SECRET-OUTSIDE-THE-BUILD");
    }
  });

  it("answers pipelined requests in order: a good one, then the 400 of a malformed one after it", async () => {
    const answers = await served.rawRequest(
      "GET / HTTP/1.1\r\nHost: localhost\r\n\r\nGET /\u0001 HTTP/1.1\r\nHost: localhost\r\n\r\n",
    );
    const statusLines = answers.match(/HTTP\/1\.1 \d{3}/g);
    expect(statusLines).toEqual(["HTTP/1.1 200", "HTTP/1.1 400"]);
    expect(answers).toContain("HOME-PAGE");
  });
});
