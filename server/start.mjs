import { spawn } from "node:child_process";

/**
 * Starts `script`, the local production server (server/serve.mjs, which `npm start` runs) or
 * another with its command line, in its own Node process, serving `cwd`'s build on a port the
 * system picks, on the loopback address. `port` resolves once the server prints its address, and
 * rejects if it stops before that. Its stderr goes to `onStderr` when given, else to this
 * process's.
 * @param {string} script
 * @param {{ cwd?: string, onStderr?: (text: string) => void }} [options]
 * @returns {{ child: import("node:child_process").ChildProcess, port: Promise<number> }}
 */
export function startServer(script, { cwd = process.cwd(), onStderr } = {}) {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", onStderr ? "pipe" : "inherit"],
  });
  if (onStderr) child.stderr?.on("data", (chunk) => onStderr(String(chunk)));
  const port = new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = /running at http:\/\/\S+:(\d+)$/m.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`${script} stopped (${code}) before it listened:\n${output}`)));
  });
  return { child, port };
}
