/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requestAt, type RequestOptions, serve } from "./support/served-build";

// A file bigger than the local production server holds in memory: served from disk as it is,
// with the same ranges and validators as any other file.
describe("a file too big to hold in memory", () => {
  it("is streamed from disk, with ranges and validators", async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 7);
    big.write("END", big.length - 3);
    const bigRoot = fs.mkdtempSync(path.join(os.tmpdir(), "parley-server-big-"));
    fs.mkdirSync(path.join(bigRoot, "public"));
    fs.writeFileSync(path.join(bigRoot, "public", "video.bin"), big);
    const server = serve(bigRoot, { stderr: "" });
    try {
      const port = await server.port;
      const request = (target: string, options?: RequestOptions) => requestAt(port, target, options);
      const whole = await request("/video.bin", { headers: { "accept-encoding": "br" } });
      expect(whole.status).toBe(200);
      expect(whole.body.equals(big)).toBe(true);
      expect(whole.headers["content-encoding"]).toBeUndefined();
      const end = await request("/video.bin", { headers: { range: "bytes=-3" } });
      expect(end).toMatchObject({
        status: 206,
        headers: { "content-range": `bytes ${big.length - 3}-${big.length - 1}/${big.length}` },
      });
      expect(end.body.toString()).toBe("END");
      expect((await request("/video.bin", { headers: { "if-none-match": whole.headers.etag! } })).status).toBe(304);
      expect((await request("/video.bin", { headers: { range: `bytes=${big.length}-` } })).status).toBe(416);
    } finally {
      server.child.kill();
      fs.rmSync(bigRoot, { recursive: true, force: true });
    }
  });
});
