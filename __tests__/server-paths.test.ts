/** @jest-environment node */
import { serveFixture } from "./support/served-build";

// The local production server serves the build's files and nothing above them: a request whose
// path climbs out of a folder, or smuggles a separator or a NUL into a name, is refused with 400
// before any file is looked up. Browsers resolve "." and ".." before they send a request; only a
// hand-made one carries them.
const served = serveFixture();

const statusOf = async (target: string) =>
  /^HTTP\/1\.1 (\d+)/.exec(
    await served.rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
  )?.[1];

describe("paths", () => {
  it("serves a file of the build", async () => {
    expect(await statusOf("/robots.txt")).toBe("200");
  });

  it.each([
    ["a .. segment", "/static/../robots.txt"],
    ["an encoded .. segment", "/static/%2e%2e/robots.txt"],
    ["a . segment", "/./robots.txt"],
    ["an encoded /", "/static%2f..%2frobots.txt"],
    ["an encoded \\", "/static%5c..%5crobots.txt"],
    ["an encoded NUL", "/robots.txt%00"],
  ])("refuses %s with 400", async (_kind, target) => {
    expect(await statusOf(target)).toBe("400");
  });
});
