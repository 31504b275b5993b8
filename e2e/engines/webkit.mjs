// `npm run test:webkit`: the smoke checks (page-checks.mjs) in WebKitGTK, the engine Safari shares:
// Debian's MiniBrowser driven by WebKitWebDriver (package webkit2gtk-driver) over classic
// WebDriver, against the build served by the local server, in a virtual display (xvfb-run, package
// xvfb). Classic WebDriver hears no console, and MiniBrowser's
// automation windows ignore its setting that prints it: uncaught errors and policy violations are
// caught from the page's load on (the islands run then), and what fails before shows as a font
// or picture that did not load.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { startServer } from "../../server/serve.mjs";
import { checkPage, PAGES, VIEWPORTS } from "./page-checks.mjs";

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** @type {import("node:child_process").ChildProcess | undefined} */
let site;
/** @type {import("node:child_process").ChildProcess | undefined} */
let driver;
/** @type {string} */
let origin;
let driverPort = 0;
let session = "";

/**
 * One WebDriver command: its answer's value, or the driver's error as an exception.
 * @param {string} method
 * @param {string} command a path under the session, or the whole path when it starts with /
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
async function webDriver(method, command, body) {
  const url = `http://127.0.0.1:${driverPort}${command.startsWith("/") ? command : `/session/${session}/${command}`}`;
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = await response.json();
  if (!response.ok) throw new Error(`WebDriver ${command}: ${value.error}: ${value.message}`);
  return value;
}

/** A port nothing listens on now. @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

before(async () => {
  const started = startServer(path.resolve("server/serve.mjs"));
  site = started.child;
  origin = `http://localhost:${await started.port}`;

  driverPort = await freePort();
  // In a display of its own (Xvfb), the driver, the browser and the display in one process group.
  // With no window manager, the keyboard's focus follows the pointer, which starts at the
  // display's centre: the narrowest window must cover it, else no element matches :focus. The
  // pointer cannot leave the display either: it is as tall as the tallest window.
  const display = ["-a", "-s", "-screen 0 800x1000x24"];
  driver = spawn("xvfb-run", [...display, "WebKitWebDriver", `--port=${driverPort}`], {
    stdio: "ignore",
    detached: true,
  });
  // The driver answers a moment after it starts.
  for (let attempt = 0; ; attempt++) {
    try {
      await webDriver("GET", "/status");
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const created = await webDriver("POST", "/session", {
    capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } } },
  });
  session = created.sessionId;
});

after(async () => {
  if (session) await webDriver("DELETE", `/session/${session}`);
  if (driver?.pid) process.kill(-driver.pid);
  site?.kill();
});

/**
 * MiniBrowser's window is at least 447 px wide (its toolbar): the phone is checked at that width,
 * below the layout's first breakpoint (480 px) as 375 px is.
 */
const WEBKIT_VIEWPORTS = VIEWPORTS.map((viewport) => ({ ...viewport, width: Math.max(viewport.width, 447) }));

/**
 * Sizes the window so that the page gets `viewport`: the window's toolbar takes some of its height.
 * @param {{ width: number, height: number }} viewport
 */
async function setViewport(viewport) {
  // Read two frames on: the page takes the window's new size a moment after the command.
  const inner = () =>
    webDriver("POST", "execute/async", {
      script:
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done([innerWidth, innerHeight])));",
      args: [],
    });
  let window = viewport;
  for (let attempt = 0; attempt < 10; attempt++) {
    await webDriver("POST", "window/rect", window);
    const [width, height] = await inner();
    if (width === viewport.width && height === viewport.height) return;
    window = { width: window.width + viewport.width - width, height: window.height + viewport.height - height };
  }
  assert.deepEqual(await inner(), [viewport.width, viewport.height], "the page did not get the window size asked for");
}

/** Presses and releases one key. @param {string} key */
const press = (key) =>
  webDriver("POST", "actions", {
    actions: [
      {
        type: "key",
        id: "keyboard",
        actions: [
          { type: "keyDown", value: key },
          { type: "keyUp", value: key },
        ],
      },
    ],
  });

const ESCAPE = "\uE00C";

describe("WebKitGTK", () => {
  for (const viewport of WEBKIT_VIEWPORTS) {
    for (const pagePath of PAGES) {
      test(`${pagePath} at ${viewport.width} px`, async () => {
        await setViewport(viewport);
        /** @type {string[]} */
        let problems = [];
        await checkPage(
          {
            goto: async (target) => {
              await webDriver("POST", "url", { url: `${origin}${target}` });
              await webDriver("POST", "execute/sync", {
                script: `window.__problems = [];
                  addEventListener("error", (event) => __problems.push("uncaught: " + event.message));
                  document.addEventListener("securitypolicyviolation", (event) => {
                    __problems.push("CSP violation: " + event.violatedDirective + " " + event.blockedURI);
                  });`,
                args: [],
              });
            },
            evaluate: async (fn, ...args) => {
              const result = await webDriver("POST", "execute/async", {
                script: `const done = arguments[arguments.length - 1];
                  Promise.resolve((${fn})(...[...arguments].slice(0, -1))).then(done, (error) => done({ __error: String(error) }));`,
                args,
              });
              if (result && typeof result === "object" && "__error" in result) throw new Error(result.__error);
              problems = await webDriver("POST", "execute/sync", {
                script: "return window.__problems ?? [];",
                args: [],
              });
              return result;
            },
            click: async (selector) => {
              const element = await webDriver("POST", "element", { using: "css selector", value: selector });
              await webDriver("POST", `element/${Object.values(element)[0]}/click`, {});
            },
            pressEscape: () => press(ESCAPE),
            // By pointer, after the open delay: Firefox checks the keyboard's way.
            showTooltip: async (selector, index) => {
              // Scrolled to again once the sections it passed have been laid out (content-visibility),
              // which moves it; WebKit may still find it off screen while the page settles, and then
              // it is scrolled to and pointed at again.
              for (let attempt = 1; ; attempt++) {
                const placeholder = await webDriver("POST", "execute/async", {
                  script: `const [all, at, done] = arguments;
                    const placeholder = document.querySelectorAll(all)[at];
                    const centre = () => placeholder.scrollIntoView({ block: "center", behavior: "instant" });
                    centre();
                    requestAnimationFrame(() => requestAnimationFrame(() => {
                      centre();
                      done(placeholder);
                    }));`,
                  args: [selector, index],
                });
                const move = { type: "pointerMove", origin: placeholder, x: 0, y: 0 };
                try {
                  await webDriver("POST", "actions", {
                    actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions: [move] }],
                  });
                  break;
                } catch (error) {
                  if (attempt === 3 || !String(error).includes("out of bounds")) throw error;
                }
              }
              // Waits for the tooltip, three seconds at most: the check that follows says whether it showed.
              await webDriver("POST", "execute/async", {
                script: `const [all, at, done] = arguments;
                  const trigger = document.querySelectorAll(all)[at];
                  const tip = document.getElementById(trigger.getAttribute("aria-describedby"));
                  const start = performance.now();
                  (function check() {
                    const shown = getComputedStyle(tip).display !== "none" && getComputedStyle(tip).visibility === "visible";
                    if (shown || performance.now() - start > 3000) done();
                    else requestAnimationFrame(check);
                  })();`,
                args: [selector, index],
              });
            },
            problems: () => problems,
          },
          pagePath,
          viewport,
        );
      });
    }
  }
});
