// @ts-check
// Writes the build-dependent part of public/_headers (Content-Security-Policy
// with the hashes of the pages' inline code, per-page and per-bundle
// Cache-Control). Runs right after `gatsby build`, as part of `npm run build`:
//
//   gatsby build && node scripts/write-headers.mjs [publicDir]
//
// Safe to run again: it rewrites its own block of _headers, nothing else.
// Exits with status 1 (and writes nothing) if the headers would conflict.
import path from 'node:path';
import { writeContentSecurityPolicy } from './headers.mjs';

const publicDir = process.argv[2] ?? 'public';

try {
  const result = writeContentSecurityPolicy(publicDir);
  const relative = path.relative(process.cwd(), result.headersFile) || result.headersFile;
  console.log(`Wrote ${relative}:`);
  console.log(
    `  Content-Security-Policy for "/*" (${result.contentSecurityPolicy.length} characters): ` +
      `${result.hashes.scripts} inline script hash(es), ${result.hashes.styles} inline style hash(es)`,
  );
  console.log(`  Cache-Control (revalidate) for ${result.pages.length} page path(s): ${result.pages.join(' ')}`);
  console.log(`  Cache-Control (immutable) for ${result.immutableAssets.length} hashed bundle(s)`);
  for (const warning of result.warnings) console.warn(`  warning: ${warning}`);
} catch (error) {
  console.error(`write-headers: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
