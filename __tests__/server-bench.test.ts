/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { BUNDLE, repoRoot, writeFixture } from "./support/served-build";
import { temporaryDirectory } from "./support/temporary-directory";

// The local production server's load test, run on the small build the server tests serve.
const tmp = temporaryDirectory("server", "all");
beforeAll(() => writeFixture(tmp.dir));

describe("npm run bench:server", () => {
  // The throughput target needs the full run (npm run bench:server); a one-second run on a
  // machine busy with other tests only shows that every case runs cleanly and within memory.
  it("runs every case without an error, the server staying under 150 MB", () => {
    const run = spawnSync(
      process.execPath,
      [path.join(repoRoot, "bench", "server.mjs"), "--duration", "1", "--warm-up", "0"],
      {
        cwd: tmp.dir,
        encoding: "utf8",
      },
    );
    const rows = [...run.stdout.matchAll(/^\| (.+?) \| (\d+) \| (\d+) \| ([\d.]+) ms \| (\d+) MB \|$/gm)];
    expect(rows.map(([, name]) => name)).toEqual([
      "/ compressed",
      "/ uncompressed",
      `/${BUNDLE} compressed`,
      `/${BUNDLE} uncompressed`,
      "404 compressed",
      "404 uncompressed",
    ]);
    for (const [row, , requestsPerSecond, errors, , peakMb] of rows) {
      expect({
        row,
        served: Number(requestsPerSecond) > 0,
        errors: Number(errors),
        underTarget: Number(peakMb) < 150,
      }).toEqual({
        row,
        served: true,
        errors: 0,
        underTarget: true,
      });
    }
  }, 60_000);
});
