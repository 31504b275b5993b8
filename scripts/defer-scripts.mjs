// Runs after `gatsby build` (npm run build): in every built page, replaces Gatsby's
// `<script src="…" async>` tags with a list of the same files and a tiny loader that requests them
// once the page has loaded.
//
// Why: the preload scanner finds those tags while the HTML is still arriving, so on a phone the
// JavaScript (about 100 KB) competes for bandwidth with what the visitor sees first: the display
// font and the hero image. Everything on the page already works as HTML (links, in-page anchors;
// see static/noscript.css for the menu without JavaScript), so starting the scripts at `load`
// costs only a later hydration, and the largest paint no longer waits behind them.
//
// The loader's text never changes, so its CSP hash is stable; the list is a JSON data block,
// which a CSP does not restrict. scripts/write-headers.mjs runs afterwards and hashes the loader.
import fs from 'node:fs';
import path from 'node:path';

export const SCRIPT_LIST_ID = 'deferred-scripts';

/**
 * Loads every listed script (async, in any order, as Gatsby's tags did) once the page has both
 * loaded and painted: the browser can paint after the load event, so each is waited for. A
 * hidden tab paints nothing, so a timer starts the scripts there after 3 s.
 */
const LOADER = `(function(){var started=0,loaded=0,painted=0;function start(){if(started)return;started=1;JSON.parse(document.getElementById("${SCRIPT_LIST_ID}").textContent).forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}function ready(){if(loaded&&painted)setTimeout(start,0)}if(document.readyState==="complete")loaded=1;else addEventListener("load",function(){loaded=1;ready()},{once:true});try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){painted=1;observer.disconnect();ready()}}).observe({type:"paint",buffered:true})}catch(e){painted=1}ready();setTimeout(start,3000)})()`;

const GATSBY_SCRIPT_TAG = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Rewrites one page's HTML; returns it unchanged if it has no Gatsby script tags (or was
 * already rewritten).
 * @param {string} html
 * @returns {string}
 */
export function deferScripts(html) {
  const sources = [...html.matchAll(GATSBY_SCRIPT_TAG)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const list = `<script id="${SCRIPT_LIST_ID}" type="application/json">${JSON.stringify(sources)}</script>`;
  return html.replace(GATSBY_SCRIPT_TAG, '').replace('</body>', `${list}<script>${LOADER}</script></body>`);
}

/** @param {string} dir @returns {string[]} */
function pages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // Gatsby's slice fragments are already stitched into the pages.
    if (entry.isDirectory()) return entry.name === '_gatsby' ? [] : pages(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

// Run as a command (not when imported by the tests; they load this file through babel, which has
// no import.meta).
if (process.argv[1]?.endsWith(`${path.sep}defer-scripts.mjs`)) {
  const publicDir = path.resolve(process.argv[2] ?? 'public');
  let rewritten = 0;
  for (const file of pages(publicDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const deferred = deferScripts(html);
    if (deferred !== html) {
      fs.writeFileSync(file, deferred);
      rewritten += 1;
    }
  }
  console.log(`Deferred Gatsby's scripts to the load event in ${rewritten} page(s).`);
}
