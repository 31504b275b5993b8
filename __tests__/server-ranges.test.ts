/** @jest-environment node */
import { BUNDLE, expectSecurityHeaders, REVALIDATE, serveFixture } from "./support/served-build";

// Range requests (RFC 9110 §14) to the local production server: one range per request, counted
// in the bytes of the coding sent, and only while If-Range still names the file.
const { request, file } = serveFixture();

describe("range requests (RFC 9110)", () => {
  const data = () => file("data.txt");
  const ranged = (range: string, headers: Record<string, string> = {}) =>
    request("/data.txt", { headers: { range, ...headers } });

  it("sends the range asked for with 206, and the last bytes for a suffix range", async () => {
    const first = await ranged("bytes=0-0");
    expect(first).toMatchObject({ status: 206, headers: { "content-range": "bytes 0-0/100", "content-length": "1" } });
    expect(first.body).toEqual(data().subarray(0, 1));

    const last = await ranged("bytes=-10");
    expect(last).toMatchObject({
      status: 206,
      headers: { "content-range": "bytes 90-99/100", "content-length": "10" },
    });
    expect(last.body).toEqual(data().subarray(90));

    const open = await ranged("bytes=95-");
    expect(open.headers["content-range"]).toBe("bytes 95-99/100");
    expect(open.body).toEqual(data().subarray(95));

    const clipped = await ranged("bytes=98-1000");
    expect(clipped.headers["content-range"]).toBe("bytes 98-99/100");
    expect((await ranged("bytes=-1000")).body).toEqual(data());
    expect((await ranged("BYTES=10-19")).body).toEqual(data().subarray(10, 20));
    expect(first.headers["accept-ranges"]).toBe("bytes");
    expectSecurityHeaders(first, "206");
  });

  it.each(["bytes=5-2", "bytes=100-", "bytes=100-200", "bytes=-0"])(
    "answers the unsatisfiable %s with 416",
    async (range) => {
      const answer = await ranged(range);
      expect(answer.status).toBe(416);
      expect(answer.headers["content-range"]).toBe("bytes */100");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expectSecurityHeaders(answer, range);
      expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    },
  );

  it.each(["bytes=abc", "items=0-5", "bytes=0-1,5-6", "bytes=1-2-3", "bytes=", "bytes 0-5", "bytes=0x10-0x20"])(
    "ignores %s and sends the whole file with 200",
    async (range) => {
      const answer = await ranged(range);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-range"]).toBeUndefined();
      expect(answer.body).toEqual(data());
    },
  );

  it("honours a range only while If-Range still names the file, and never for HEAD", async () => {
    const { etag } = (await request("/data.txt")).headers;
    expect((await ranged("bytes=0-9", { "if-range": etag! })).status).toBe(206);
    expect((await ranged("bytes=0-9", { "if-range": '"an-older-version"' })).status).toBe(200);
    expect((await ranged("bytes=0-9", { "if-range": "Wed, 21 Oct 2015 07:28:00 GMT" })).status).toBe(200);
    const head = await request("/data.txt", { method: "HEAD", headers: { range: "bytes=0-9" } });
    expect(head).toMatchObject({ status: 200, headers: { "content-length": "100" } });
  });

  it("counts the range in the bytes of the coding sent", async () => {
    const whole = await request(`/${BUNDLE}`, { headers: { "accept-encoding": "gzip" } });
    const part = await request(`/${BUNDLE}`, { headers: { "accept-encoding": "gzip", range: "bytes=0-99" } });
    expect(part).toMatchObject({ status: 206, headers: { "content-encoding": "gzip", etag: whole.headers.etag } });
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${whole.body.length}`);
    expect(part.body).toEqual(whole.body.subarray(0, 100));
  });
});
