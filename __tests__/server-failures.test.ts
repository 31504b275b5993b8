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
});
