// @ts-nocheck: bench glue around a browser driven from outside, left untyped
// `npm run bench:prerender`: a real prerender, which no browser test can show: Chromium runs none
// while DevTools is attached (Playwright's and Puppeteer's Chromium report
// PrerenderingDisabledByDevTools and use the prefetch instead). So a headed Chromium runs under
// Xvfb with no DevTools at all, and xdotool moves the system's pointer onto the header's Blog link
// of the build in public/, rests it there (the speculation rules act after 200 ms) and clicks. Each
// page reports what it saw to the bench's server (a probe script the bench adds to the pages it
// serves, which their policy allows as a same-origin file): the navigation's activationStart
// (above 0: the page was prerendered, then shown), its first and largest paints after activation,
// and whether its islands ran before any input on it. Needs Debian's xvfb and xdotool packages.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createServer } from "../server/serve.mjs";
import { medians, printTable, root, writeResults } from "./support.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const REST_MS = 1500;
const GIVE_UP_MS = 60_000;

// Runs in each page: once it is shown (at once, or when a prerender is activated) and settled,
// it reports its navigation and paints, and where on the screen its Blog link is.
function probe() {
  const report = () => {
    const entry = performance.getEntriesByType("navigation")[0];
    const paints = {};
    new PerformanceObserver((list) => (paints.lcp = list.getEntries().at(-1).startTime)).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
    new PerformanceObserver((list) => {
      for (const paint of list.getEntries()) if (paint.name === "first-contentful-paint") paints.fcp = paint.startTime;
    }).observe({ type: "paint", buffered: true });
    setTimeout(() => {
      const link = document.querySelector('header a[href="/blog"]')?.getBoundingClientRect();
      const top = window.outerHeight - window.innerHeight;
      const body = {
        path: location.pathname,
        deliveryType: entry.deliveryType,
        activationStart: entry.activationStart,
        ...paints,
        islandsRan: document.querySelector("[data-menu-button]").hasAttribute("aria-expanded"),
        link: link && { x: screenX + link.x + link.width / 2, y: screenY + top + link.y + link.height / 2 },
      };
      navigator.sendBeacon("/__report", JSON.stringify(body));
    }, 1000);
  };
  if (document.prerendering) document.addEventListener("prerenderingchange", report, { once: true });
  else if (document.readyState === "complete") report();
  else addEventListener("load", report, { once: true });
}

for (const tool of ["xvfb-run", "xdotool"]) {
  try {
    execFileSync("which", [tool], { stdio: "ignore" });
  } catch {
    console.error(`${tool} is missing: apt-get install xvfb xdotool`);
    process.exit(1);
  }
}
// Run again inside a virtual display of its own.
if (!process.env.DISPLAY) {
  const args = ["-a", "-s", "-screen 0 1440x900x24", process.execPath, ...process.argv.slice(1)];
  const child = spawn("xvfb-run", args, { stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  const site = await createServer(path.join(root, "public"));
  let received = null;
  const server = http.createServer((req, res) => {
    if (req.url === "/__report") {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => (received?.(JSON.parse(body)), res.end()));
      return;
    }
    if (req.url === "/__probe.js") {
      res.setHeader("content-type", "text/javascript");
      return res.end(`(${probe})();`);
    }
    if (/^\/[^.]*$/.test(req.url)) {
      // A page, uncompressed so that the probe can be added before </body>.
      req.headers["accept-encoding"] = "identity";
      const chunks = [];
      const end = res.end.bind(res);
      res.write = (chunk) => chunks.push(Buffer.from(chunk));
      res.end = (chunk) => {
        if (chunk) chunks.push(Buffer.from(chunk));
        res.removeHeader("content-length");
        end(Buffer.concat(chunks).toString().replace("</body>", '<script src="/__probe.js"></script></body>'));
      };
    }
    site.emit("request", req, res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://localhost:${server.address().port}/`;
  const nextReport = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no page reported")), GIVE_UP_MS);
      received = (report) => (clearTimeout(timer), resolve(report));
    });
  const xdotool = (...args) => execFileSync("xdotool", args);
  const runs = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), "parley-bench-prerender-"));
      const landing = nextReport();
      const chromium = spawn(
        CHROMIUM,
        [
          "--no-sandbox",
          "--disable-gpu",
          `--user-data-dir=${profile}`,
          "--no-first-run",
          "--window-position=0,0",
        ].concat(["--window-size=1440,900", "--no-default-browser-check", url]),
        { stdio: "ignore" },
      );
      try {
        const { link } = await landing;
        xdotool("mousemove", String(Math.round(link.x)), String(Math.round(link.y)));
        await new Promise((resolve) => setTimeout(resolve, REST_MS));
        const blog = nextReport();
        xdotool("click", "1");
        const shown = await blog;
        runs.push({
          activationStartMs: shown.activationStart,
          fcpAfterActivationMs: shown.fcp - shown.activationStart,
          lcpAfterActivationMs: shown.lcp - shown.activationStart,
          deliveryType: shown.deliveryType,
          islandsRan: shown.islandsRan,
        });
        process.stdout.write(".");
      } finally {
        chromium.kill();
        await new Promise((resolve) => chromium.on("exit", resolve));
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    server.close();
  }
  const m = medians(
    runs.map(({ activationStartMs, fcpAfterActivationMs, lcpAfterActivationMs }) => ({
      activationStartMs,
      fcpAfterActivationMs,
      lcpAfterActivationMs,
    })),
  );
  console.log(
    `\n/ → /blog after a rest on the link, headed Chromium without DevTools, ${RUNS} runs (load ${os.loadavg()[0].toFixed(1)}):\n`,
  );
  printTable({ "/blog": m }, (row) => ({
    "prerendered (activationStart > 0)": `${runs.filter((r) => r.activationStartMs > 0).length} of ${RUNS}`,
    "first paint after activation": `${Math.round(row.fcpAfterActivationMs)} ms`,
    "largest paint after activation": `${Math.round(row.lcpAfterActivationMs)} ms`,
    "runs (largest paint)": runs.map((r) => Math.round(r.lcpAfterActivationMs)).join(", "),
    "islands ran before input": runs.filter((r) => r.islandsRan).length,
  }));
  writeResults("prerender.json", { runs });
}
