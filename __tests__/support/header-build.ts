import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./header-rules";

// A small build for scripts/write-headers.mjs: pages with every kind of inline code a CSP must
// hash (or must not), hashed and unhashed bundles, and the repository's netlify.toml beside it.

type WriteResult = {
  headersFile: string;
  contentSecurityPolicy: string;
  indexable: boolean;
  pages: string[];
  immutableAssets: string[];
  adapterHeadersTaken: string[];
  hashes: { scripts: number; styles: number };
  warnings: string[];
};
export const { writeHeaders } = jest.requireActual<{
  writeHeaders: (publicDir: string, options?: { rootDir?: string; indexable?: boolean }) => Promise<WriteResult>;
}>("../../scripts/write-headers.mjs");

export const HASH = "0123456789abcdef0123";
export const inlineScript = '\n  window.__ran = true; document.title = "a &amp; b";\n';
export const moduleScript = "window.__module = 1;";
export const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Parley"}';
export const inlineStyle = ".hero{color:rgb(1, 2, 3)}";
export const noscriptStyle = ".nojs{display:block}";
export const blogScript = 'window.pagePath="/blog/";';
export const notFoundScript = 'window.pagePath="/404.html";';

/** What a browser puts in a CSP for this exact text. */
export const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A CSP's directives: each directive's name with its source list. */
export function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The source list of one CSP directive. */
export function directive(policy: string, name: string): string[] {
  const sources = directives(policy)[name];
  if (!sources) throw new Error(`no ${name} in ${policy}`);
  return sources;
}

/** Writes `text` to `file` under `publicDir`, making its folders. */
export function writeBuildFile(publicDir: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), text);
}

/** Writes the build into `rootDir` (netlify.toml and public/), and returns its public/. */
export function writeBuild(rootDir: string): string {
  const publicDir = path.join(rootDir, "public");
  const write = (file: string, text: string) => writeBuildFile(publicDir, file, text);
  fs.copyFileSync(path.join(repoRoot, "netlify.toml"), path.join(rootDir, "netlify.toml"));
  write(
    "index.html",
    [
      "<!DOCTYPE html><html><head>",
      `<style data-emotion="css x">${inlineStyle}</style>`,
      `<script type="application/ld+json">${jsonLd}</script>`,
      `<script type="module">${moduleScript}</script>`,
      `<script src="/app-${HASH}.js" async></script>`,
      `<noscript><style>${noscriptStyle}</style></noscript>`,
      "</head><body>",
      // the browser (and so the hash) sees &quot; decoded, and the CRLF as LF
      '<p style="font-family: &quot;Inter&quot;, sans-serif">x</p>',
      '<p style="margin:0">y</p><p style="margin:0">z</p>',
      `<script>${inlineScript.replace(/\n/g, "\r\n")}</script>`,
      "</body></html>",
    ].join("\n"),
  );
  write(
    "blog/index.html",
    `<html><body><main style="padding:1px">b</main><script>${blogScript}</script></body></html>`,
  );
  write("404.html", `<html><body><h1 style="color:red">Not found</h1><script>${notFoundScript}</script></body></html>`);
  write(
    "404/index.html",
    `<html><body><h1 style="color:red">Not found</h1><script>${notFoundScript}</script></body></html>`,
  );
  write(`app-${HASH}.js`, "console.log('app');");
  write(`styles.${HASH}.css`, "body{margin:0}");
  write("static/x.js", "console.log('x');");
  write("~partytown/partytown.js", "/* not hashed */");
  write("page-data/index/page-data.json", "{}");
  return publicDir;
}
