// @ts-check
// The bytes and the validator (ETag) of each published file in each content coding.
//
// Files up to LARGEST_HELD_FILE are read once and compressed once per coding, on their first
// request, and the results are held in memory, least recently used first out when MEMORY_BUDGET
// is exceeded. Compressing on first request rather than at build time keeps the publish
// directory exactly what Netlify publishes (no .br/.gz twins that would become URLs of their
// own, and Netlify compresses by itself), costs one compression per file per server run, and
// lets a burst of first requests share one compression. Bigger files are streamed from disk
// as they are: holding them would crowd out the site's own files.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { compress } from "./content-coding.mjs";

/** @typedef {import('./content-coding.mjs').ContentCoding} ContentCoding */
/** @typedef {import('./site-files.mjs').SiteFile} SiteFile */

/**
 * @typedef {object} Representation
 * @property {ContentCoding} coding the coding of `body`: identity when compressing would not
 *   make the file smaller
 * @property {string} etag a strong entity tag, different for each coding of the same bytes
 * @property {number} size in bytes
 * @property {Buffer | null} body the bytes, or null for a file streamed from disk
 */

const LARGEST_HELD_FILE = 8 * 1024 * 1024;
const MEMORY_BUDGET = 32 * 1024 * 1024;

export class RepresentationStore {
  /** @type {Map<string, { representation: Promise<Representation>, bytes: number }>} oldest first */
  #held = new Map();
  #heldBytes = 0;
  #effort;

  /** @param {import('./content-coding.mjs').CompressionEffort} effort */
  constructor(effort) {
    this.#effort = effort;
  }

  /**
   * @param {SiteFile} siteFile
   * @param {ContentCoding} coding the coding the client prefers
   * @returns {Promise<Representation>}
   */
  get(siteFile, coding) {
    if (siteFile.size > LARGEST_HELD_FILE) {
      // Validator from size and modification time: hashing would read the whole file.
      const etag = `"${siteFile.size.toString(16)}-${Math.trunc(siteFile.mtimeMs).toString(16)}"`;
      return Promise.resolve({ coding: "identity", etag, size: siteFile.size, body: null });
    }
    const key = `${coding}:${siteFile.file}`;
    const held = this.#held.get(key);
    if (held !== undefined) {
      this.#held.delete(key);
      this.#held.set(key, held);
      return held.representation;
    }
    const entry = { representation: this.#make(siteFile, coding), bytes: 0 };
    this.#held.set(key, entry);
    entry.representation.then(
      (representation) => {
        if (this.#held.get(key) !== entry) return;
        // A coding that fell back to identity shares the identity entry's buffer.
        entry.bytes = representation.coding === coding ? representation.size : 0;
        this.#heldBytes += entry.bytes;
        this.#evictOverBudget();
      },
      () => {
        if (this.#held.get(key) === entry) this.#held.delete(key);
      },
    );
    return entry.representation;
  }

  /**
   * @param {SiteFile} siteFile
   * @param {ContentCoding} coding
   * @returns {Promise<Representation>}
   */
  async #make(siteFile, coding) {
    if (coding === "identity") {
      const body = await fs.readFile(siteFile.file);
      const hash = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22);
      return { coding, etag: `"${hash}"`, size: body.length, body };
    }
    const identity = await this.get(siteFile, "identity");
    const body = await compress(/** @type {Buffer} held files always have one */ (identity.body), coding, this.#effort);
    if (body.length >= identity.size) return identity;
    return { coding, etag: `${identity.etag.slice(0, -1)}-${coding}"`, size: body.length, body };
  }

  #evictOverBudget() {
    for (const [key, entry] of this.#held) {
      if (this.#heldBytes <= MEMORY_BUDGET) return;
      this.#held.delete(key);
      this.#heldBytes -= entry.bytes;
    }
  }
}
