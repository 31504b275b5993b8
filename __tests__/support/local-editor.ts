/**
 * The local editor (`npm run editor`) as the tests drive it: started as a command on a copy of the
 * repository, sent raw requests, and seen from the kernel (the ports its processes listen on).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

const repoRoot = path.join(__dirname, "..", "..");

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Editor {
  process: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

/** `npm run editor` for `repoDir`, as an editor starts it, on a free port. */
export function startEditor(repoDir: string): Promise<Editor> {
  const child = spawn(process.execPath, [require.resolve("../../editor/index.mjs"), "--repo", repoDir], {
    cwd: repoRoot,
    env: { ...process.env, EDITOR_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Editor: +http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ process: child, port: Number(port), exited });
    });
    exited.then((code) => reject(new Error(`npm run editor stopped (${code}):\n${output}\n${errors}`)));
  });
}

/** One raw HTTP/1.1 exchange: `target` and the headers are sent exactly as given. */
export function send(
  port: number,
  {
    method = "POST",
    target = "/api/v1",
    headers = {},
    body = "",
  }: {
    method?: string;
    target?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      method,
      path: target,
      headers: {
        Host: `localhost:${port}`,
        ...(method === "POST" && { "Content-Type": "application/json; charset=utf-8" }),
        ...headers,
      },
      setHost: false,
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    // A server may answer before it has read the whole body (413), and close.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" ? undefined : reject(error)));
    req.end(body);
  });
}

/** One exchange of raw bytes (what http.request cannot send, such as a header given twice). */
export function sendRaw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(bytes));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

export const api = (port: number, request: unknown, headers: Record<string, string> = {}) =>
  send(port, { body: JSON.stringify({ branch: "main", ...(request as object) }), headers });

/** Uploads `bytes` as the picture `file` ("data/…"), as the editor's media library does. */
export const uploadPicture = (port: number, file: string, bytes: Buffer) =>
  api(port, {
    action: "persistMedia",
    params: {
      branch: "main",
      asset: { path: file, content: bytes.toString("base64"), encoding: "base64" },
      options: { commitMessage: "x" },
    },
  });

/** Deletes `file` ("data/…"), as the editor does. */
export const deleteFile = (port: number, file: string) =>
  api(port, { action: "deleteFile", params: { branch: "main", path: file, options: { commitMessage: "x" } } });

export const persist = (port: number, file: string, raw: string, headers: Record<string, string> = {}) =>
  api(
    port,
    {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "x", path: file, raw }],
        assets: [],
        options: { commitMessage: "Update", useWorkflow: false, status: "" },
      },
    },
    headers,
  );

/** A process and all the processes it started, from the kernel's process table (Linux). */
export function processTree(pid: number): number[] {
  const parents = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      // The command name, in parentheses, may hold spaces: the parent's id is the second field after it.
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      } catch {
        return []; // it ended meanwhile
      }
      return [[Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])]];
    });
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    tree.push(...parents.filter(([, parent]) => parent === tree[i]).map(([id]) => id!));
  return tree;
}

/** The TCP ports these processes listen on, from the kernel's socket tables (Linux). */
export function listeningPorts(pids: number[]): number[] {
  const sockets = new Set(
    pids.flatMap((pid) =>
      fs.readdirSync(`/proc/${pid}/fd`).map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`, "utf8"))?.[1];
        } catch {
          return undefined; // closed meanwhile
        }
      }),
    ),
  );
  return ["/proc/net/tcp", "/proc/net/tcp6"]
    .flatMap((table) => fs.readFileSync(table, "utf8").trim().split("\n").slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, , state, , , , , , inode]) => state === "0A" && local && sockets.has(inode))
    .map(([, local]) => parseInt(local!.split(":")[1]!, 16));
}
