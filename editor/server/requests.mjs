// Within bounds: a hostile page must not tie up the server.

const MAX_BODY_BYTES = 1024 * 1024;
/** Decap's requests nest four levels at most. */
const MAX_DEPTH = 16;

export class Refusal extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** A body over MAX_BODY_BYTES is refused unread. @param {import('node:http').IncomingMessage} req */
export async function readJson(req) {
  const tooLarge = () => new Refusal(413, `The request body is over ${MAX_BODY_BYTES} bytes`);
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const chunks = /** @type {Buffer[]} */ ([]);
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  let request;
  try {
    request = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new Refusal(400, "The request body is not valid JSON");
  }
  if (nestsDeeperThan(request, MAX_DEPTH)) throw new Refusal(400, `The request nests deeper than ${MAX_DEPTH} levels`);
  return request;
}

/** Walked without recursion, which a deep enough value would overflow. @param {unknown} value @param {number} limit */
function nestsDeeperThan(value, limit) {
  const pending = /** @type {[unknown, number][]} */ ([[value, 0]]);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
