import fs from "node:fs";

/** Global teardown: deletes this run's deploy-preview copy (playwright.config.ts made it). */
export default function removePreviewCopy() {
  const copy = process.env.E2E_PREVIEW_COPY;
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
}
