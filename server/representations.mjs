// Each published file in each content coding, compressed on first request and held, least recently
// used out first. Not at build time: .br/.gz twins would be URLs Netlify publishes. Files over
// LARGEST_HELD_FILE stream from disk, not to crowd out the site's own.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { compress } from "./content-coding.mjs";

/** coding is identity where compressing makes nothing smaller; etag is strong, one per coding;
 * body is null for a file streamed from disk. @typedef {{ coding: import('./content-coding.mjs').ContentCoding, etag: string, size: number, body: Buffer | null }} Representation
 * @typedef {import('./site-files.mjs').SiteFile} SiteFile */

const LARGEST_HELD_FILE = 8 * 1024 * 1024;
const MEMORY_BUDGET = 32 * 1024 * 1024;

/** @param {import('./content-coding.mjs').CompressionEffort} effort */
export function representationStore(effort) {
  /** @type {Map<string, { representation: Promise<Representation>, bytes: number }>} oldest first */
  const held = new Map();
  let heldBytes = 0;

  /** @param {SiteFile} siteFile @param {Representation["coding"]} coding @returns {Promise<Representation>} */
  const make = async (siteFile, coding) => {
    if (coding === "identity") {
      const body = await fs.readFile(siteFile.file);
      const hash = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22);
      return { coding, etag: `"${hash}"`, size: body.length, body };
    }
    const identity = await get(siteFile, "identity");
    const body = await compress(/** @type {Buffer} held files always have one */ (identity.body), coding, effort);
    if (body.length >= identity.size) return identity;
    return { coding, etag: `${identity.etag.slice(0, -1)}-${coding}"`, size: body.length, body };
  };

  /** @param {SiteFile} siteFile @param {Representation["coding"]} coding @returns {Promise<Representation>} */
  const get = (siteFile, coding) => {
    if (siteFile.size > LARGEST_HELD_FILE) {
      // Validator from size and modification time: hashing would read the whole file.
      const etag = `"${siteFile.size.toString(16)}-${Math.trunc(siteFile.mtimeMs).toString(16)}"`;
      return Promise.resolve({ coding: "identity", etag, size: siteFile.size, body: null });
    }
    const key = `${coding}:${siteFile.file}`;
    const found = held.get(key);
    if (found !== undefined) {
      held.delete(key);
      held.set(key, found);
      return found.representation;
    }
    const entry = { representation: make(siteFile, coding), bytes: 0 };
    held.set(key, entry);
    entry.representation.then(
      (representation) => {
        if (held.get(key) !== entry) return;
        // A coding that fell back to identity shares the identity entry's buffer.
        entry.bytes = representation.coding === coding ? representation.size : 0;
        heldBytes += entry.bytes;
        for (const [oldKey, old] of held) {
          if (heldBytes <= MEMORY_BUDGET) break;
          held.delete(oldKey);
          heldBytes -= old.bytes;
        }
      },
      () => held.get(key) === entry && held.delete(key),
    );
    return entry.representation;
  };
  return get;
}
