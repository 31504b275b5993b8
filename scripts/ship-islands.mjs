// @ts-check
// Runs after `gatsby build` (part of `npm run build`): gives every page the browser code it
// needs, and nothing else.
//
// 1. Bundles the islands (src/islands/browser.tsx: React and the few components a visitor
//    interacts with) into one file, public/islands-<content hash>.js.
// 2. In every built page, takes out Gatsby's runtime (its script tags, chunk map and page path:
//    the app, the router and every section's code, and what its router adds to the page) and, where the page has islands, adds a small
//    loader that runs the islands bundle at the visitor's first input.
//
// Why: the pages are prerendered HTML; only the menu, the placeholder tooltips and the 404 log
// need JavaScript, the first two only once a visitor reaches for them. Moving between pages is an
// ordinary page load of another small HTML file. Fetching the bundle only after the first paint
// leaves the bandwidth of a phone to the HTML, the display font and the hero image; the links,
// anchors and the no-JavaScript menu (static/noscript.css) work before it runs.
//
// The loader's text never changes, so its CSP hash is stable; the list it reads is a JSON data
// block, which a CSP does not restrict. scripts/write-headers.mjs runs afterwards and hashes it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";

export const SCRIPT_LIST_ID = "island-scripts";

/**
 * The loader, inlined into each page with islands (as its source text). The islands run at the
 * visitor's first input anywhere on the page: until someone reaches for the menu or a
 * placeholder, a page needs no JavaScript, and a page nobody touches runs none. Once the page
 * has loaded and painted (the browser can paint after the load event, so each is waited for; a
 * hidden tab paints nothing, so a timer stands in for the paint after 3 s), the scripts are
 * fetched into the cache without running, so that input pays only for running them; a page with
 * an island that starts by itself (data-start="load": the 404 log) runs them then instead. They
 * start after the frame that answers the input, which HTML and CSS give without them. A
 * button pressed before the islands run is marked, and src/islands/browser.tsx presses it again
 * once they do: an early tap on the menu is never lost.
 */
function loadIslands() {
  var scripts = JSON.parse(document.getElementById("island-scripts").textContent);
  var startAtLoad = document.querySelector('parley-island[data-start="load"]') !== null;
  var started = false;
  var loaded = document.readyState === "complete";
  var painted = false;
  var settled = false;
  var inputs = ["pointerdown", "pointermove", "touchstart", "wheel", "keydown", "focusin", "click"];
  var listening = { capture: true, passive: true };
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.addEventListener("load", function () {
        inputs.forEach(function (type) {
          document.removeEventListener(type, onInput, listening);
        });
      });
      document.body.appendChild(script);
    });
  }
  function prefetch() {
    if (started) return;
    scripts.forEach(function (src) {
      var link = document.createElement("link");
      link.rel = "prefetch";
      link.href = src;
      document.head.appendChild(link);
    });
  }
  function onInput(event) {
    var target = event.target instanceof Element ? event.target : null;
    var button = event.type === "click" && target ? target.closest("parley-island button") : null;
    if (button) button.setAttribute("data-pressed-early", "");
    // The page answers the input first (the menu's popover, a tooltip: HTML and CSS), and the
    // frame showing that answer is painted before the islands take the main thread.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function ready() {
    if (settled || !loaded || !painted) return;
    settled = true;
    setTimeout(startAtLoad ? start : prefetch, 0);
  }
  inputs.forEach(function (type) {
    document.addEventListener(type, onInput, listening);
  });
  if (!loaded) {
    addEventListener(
      "load",
      function () {
        loaded = true;
        ready();
      },
      { once: true },
    );
  }
  function paint() {
    painted = true;
    ready();
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        paint();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    paint();
  }
  setTimeout(paint, 3000);
}

const LOADER = `(${loadIslands})()`;

/** Gatsby's runtime at the end of each page: its page path, then the scripts slice. */
const GATSBY_RUNTIME = /<script id="gatsby-script-loader">[\s\S]*?<!-- slice-end id="_gatsby-scripts-1" -->/;
/** The live region Gatsby's router announces client-side page changes in; there are none. */
const GATSBY_ANNOUNCER = /<div id="gatsby-announcer"[^>]*><\/div>/;
/**
 * The attributes that let Gatsby's router focus the page after a client-side page change (there
 * are none): without them no element carries a style="" attribute, so the policy allows none.
 */
const GATSBY_FOCUS_WRAPPER = /<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">/;
/**
 * What this step added to a page on an earlier build: Gatsby writes again only the pages whose
 * content changed, so a page may come here a second time, and gets the current bundle then.
 */
const SHIPPED_LOADER = new RegExp(
  `<script id="${SCRIPT_LIST_ID}" type="application/json">[^<]*</script><script>[^<]*</script>`,
);
/**
 * One page without Gatsby's runtime and, if it has islands, with the loader of `bundle`.
 * Throws if the page has neither Gatsby's runtime to take out nor this step's loader from an
 * earlier build: Gatsby's output changed, and shipping its runtime by mistake must not go
 * unnoticed.
 *
 * @param {string} html
 * @param {string} bundle the islands bundle's URL path
 * @returns {string}
 */
export function shipIslands(html, bundle) {
  const shipped = html.replace(SHIPPED_LOADER, "");
  if (!GATSBY_RUNTIME.test(shipped) && shipped === html) {
    throw new Error("Gatsby's runtime scripts were not found where expected");
  }
  const withoutRuntime = shipped
    .replace(GATSBY_RUNTIME, "")
    .replace(GATSBY_ANNOUNCER, "")
    .replace(GATSBY_FOCUS_WRAPPER, '<div id="gatsby-focus-wrapper">');
  if (!withoutRuntime.includes("<parley-island")) return withoutRuntime;
  return withoutRuntime.replace("</body>", `${loaderFor(bundle)}</body>`);
}

/** @param {string} bundle @returns {string} the script list and its loader */
function loaderFor(bundle) {
  return `<script id="${SCRIPT_LIST_ID}" type="application/json">${JSON.stringify([bundle])}</script><script>${LOADER}</script>`;
}

/**
 * The islands bundle: React, React DOM's client and the island components, minified. Islands
 * get their styles as class names from the build, so Emotion (and Gatsby) in the bundle is an
 * error, not a silent 10 KB.
 *
 * @param {string} rootDir the project
 * @returns {Promise<Uint8Array>}
 */
export async function bundleIslands(rootDir) {
  const result = await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ["src/islands/browser.tsx"],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020"],
    jsx: "automatic",
    jsxImportSource: "react",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    write: false,
    logLevel: "silent",
    plugins: [
      {
        name: "islands-only",
        setup(build) {
          build.onResolve({ filter: /^(@emotion\/|gatsby($|[-/]))/ }, (args) => ({
            errors: [{ text: `${args.importer} imports ${args.path}: islands run without Emotion and Gatsby` }],
          }));
        },
      },
    ],
  });
  return result.outputFiles[0].contents;
}

/** @param {string} dir @returns {string[]} every HTML page under dir (not Gatsby's slice fragments) */
function pages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : pages(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

async function main() {
  const publicDir = path.resolve(process.argv[2] ?? "public");
  const code = await bundleIslands(path.dirname(publicDir));
  const name = `islands-${crypto.createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;
  for (const old of fs.readdirSync(publicDir).filter((file) => /^islands-[0-9a-f]{20}\.js$/.test(file))) {
    fs.rmSync(path.join(publicDir, old));
  }
  fs.writeFileSync(path.join(publicDir, name), code);
  const files = pages(publicDir);
  for (const file of files) fs.writeFileSync(file, shipIslands(fs.readFileSync(file, "utf8"), `/${name}`));
  console.log(
    `Wrote ${name} (${(code.length / 1024).toFixed(1)} KB) and shipped it instead of Gatsby's runtime in ${files.length} page(s).`,
  );
}

// Run as a command (not when the tests import it).
if (process.argv[1]?.endsWith(`${path.sep}ship-islands.mjs`)) {
  main().catch((error) => {
    console.error(`ship-islands: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
