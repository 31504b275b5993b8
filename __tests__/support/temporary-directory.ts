import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A directory of its own under the system's temporary folder, made before and deleted after each
 * test ("each") or the test file as a whole ("all"). Its path is `.dir`, set once the hook has run.
 */
export function temporaryDirectory(name: string, lifetime: "each" | "all" = "each"): { dir: string } {
  const tmp = { dir: "" };
  const [before, after] = lifetime === "each" ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(() => {
    tmp.dir = fs.mkdtempSync(path.join(os.tmpdir(), `parley-${name}-`));
  });
  after(() => fs.rmSync(tmp.dir, { recursive: true, force: true }));
  return tmp;
}
