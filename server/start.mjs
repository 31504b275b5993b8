import { spawn } from "node:child_process";

/** Runs `script` (server/serve.mjs, or another with its command line) on a free loopback port; `port`
 * resolves once it prints its address, or rejects if it stops first. @param {string} script @param {{ cwd?: string, onStderr?: (text: string) => void }} [options] */
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
