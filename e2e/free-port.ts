import { execFileSync } from "node:child_process";

/**
 * A port nothing listens on now, asked of the system in a child process. For a server that takes
 * no port 0 (Gatsby's development server): another process may take the port before that server
 * listens, which its caller must handle (e2e/deploy-preview/develop.ts starts it again). The probe
 * writes the port as text: console.log would colour a number in a Playwright worker, whose
 * environment forces colour.
 */
export function freePort(): number {
  const probe =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })";
  return Number(execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" }));
}
