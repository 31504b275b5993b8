/** @jest-environment node */
import zlib from "node:zlib";
import { BUNDLE, serveFixture } from "./support/served-build";

// Compression by the local production server: brotli, else gzip, else the bytes as they are,
// per Accept-Encoding, each file compressed once.
const { request, file } = serveFixture();

describe("compression", () => {
  const get = (target: string, acceptEncoding?: string) =>
    request(target, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

  it("sends brotli when the client accepts it, else gzip, else the bytes as they are", async () => {
    const original = file(BUNDLE);
    const br = await get(`/${BUNDLE}`, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body)).toEqual(original);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const gzip = await get(`/${BUNDLE}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body)).toEqual(original);
    expect(gzip.body.length).toBeGreaterThan(br.body.length);

    expect((await get(`/${BUNDLE}`, "br;q=0.5, gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get(`/${BUNDLE}`, "br;q=0, *")).headers["content-encoding"]).toBe("gzip");
    // Coding and parameter names are case-insensitive, and x-gzip is gzip (RFC 9110 §8.4.1.3).
    expect((await get(`/${BUNDLE}`, "BR;Q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get(`/${BUNDLE}`, "x-gzip")).headers["content-encoding"]).toBe("gzip");
    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0", "deflate", "*;Q=0"]) {
      const plain = await get(`/${BUNDLE}`, acceptEncoding);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toEqual(original);
    }
    for (const answer of [br, gzip]) expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(new Set([br.headers.etag, gzip.headers.etag, (await get(`/${BUNDLE}`)).headers.etag]).size).toBe(3);
  });

  it("compresses pages and the 404 page, but not images", async () => {
    expect((await get("/", "br")).headers["content-encoding"]).toBe("br");
    const notFound = await get("/no-such-page", "br");
    expect(notFound).toMatchObject({ status: 404, headers: { "content-encoding": "br", vary: "Accept-Encoding" } });
    expect(zlib.brotliDecompressSync(notFound.body).toString()).toContain("NOT-FOUND-PAGE");
    const image = await get("/static/image.png", "br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body).toEqual(file("static/image.png"));
  });

  it("sends the same compressed bytes to every request, concurrent first requests included", async () => {
    const bodies = await Promise.all(Array.from({ length: 8 }, () => get("/index.html", "br")));
    const later = await get("/index.html", "br");
    for (const answer of [...bodies, later]) expect(answer.body).toEqual(bodies[0].body);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const full = await get(`/${BUNDLE}`, "br");
    const head = await request(`/${BUNDLE}`, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.body.length).toBe(0);
    for (const name of ["content-length", "content-encoding", "etag", "content-type", "cache-control", "vary"]) {
      expect(head.headers[name]).toBe(full.headers[name]);
    }
  });
});
