/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { writeFixture } from "./support/served-build";
import { temporaryDirectory } from "./support/temporary-directory";

// A client that sends its headers too slowly: Node's HTTP parser gives up on it and hands the
// connection to the local server's clientError handler, which must answer 408 with the site's
// headers rather than drop it or answer 400. The server runs as `npm start` makes it
// (createServer), with Node's limits shortened from a minute (headersTimeout, checked every 30 s)
// to half a second, so the test waits that out for real.
const tmp = temporaryDirectory("slow-headers", "all");
let server: ChildProcess;
let port: number;

const SHORT_LIMITS = `
  const { createServer } = await import(${JSON.stringify(require.resolve("../server/serve.mjs"))});
  const server = await createServer(process.argv[1]);
  Object.assign(server, { headersTimeout: 500, requestTimeout: 1000, connectionsCheckingInterval: 100 });
  server.listen(0, "127.0.0.1", () => process.stdout.write(String(server.address().port) + "\\n"));
`;

beforeAll(async () => {
  writeFixture(tmp.dir);
  server = spawn(process.execPath, ["--input-type=module", "-e", SHORT_LIMITS, path.join(tmp.dir, "public")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  port = await new Promise<number>((resolve, reject) => {
    server.stdout!.once("data", (chunk: Buffer) => resolve(Number(chunk.toString())));
    server.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
  });
});
afterAll(() => {
  server.kill();
});

it("answers a request whose headers are too slow with 408 and the site's headers, and closes the connection", async () => {
  const client = net.connect(port, "127.0.0.1");
  let answer = "";
  client.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  const closed = new Promise((resolve) => client.on("close", resolve));
  // The request line and a header, and then nothing: the rest never comes.
  client.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
  await closed;
  const [statusLine, ...headerLines] = answer.split("\r\n\r\n")[0].split("\r\n");
  expect(statusLine).toBe("HTTP/1.1 408 Request Timeout");
  const headers = Object.fromEntries(
    headerLines.map((line) => line.split(": ")).map(([name, value]) => [name.toLowerCase(), value]),
  );
  expect(headers).toMatchObject({
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    connection: "close",
  });
});
