// The islands' loader, inlined, minified and with its two names filled in (bundle.ts), into each
// page with islands (gatsby-ssr.tsx). The islands run at the visitor's first input anywhere on the
// page: until someone reaches for the menu or a placeholder, a page needs none of their code,
// and a page nobody touches runs none of it. Once the page has loaded and painted (the browser
// can paint after the load event, so each is waited for; a hidden tab paints nothing, so a timer
// stands in for the paint after 3 s), the scripts are fetched into the cache without running, so
// that input pays only for running them; a page with an island that starts by itself
// (data-start="load": the 404 log) runs them then instead. They start after the frame that
// answers the input, which HTML and CSS give without them. A button pressed before the islands
// run is marked, and src/islands/browser.tsx presses it again once they do, unless the browser
// answered it itself (the menu's popover): an early tap is never lost.
// The list of scripts it reads is a JSON data block, which a CSP does not restrict; the loader's
// text never changes, so its CSP hash is stable. ISLAND_ELEMENT and SCRIPT_LIST_ID are the
// names the build gives the islands' element and that list (bundle.ts puts them in).
/* global ISLAND_ELEMENT, SCRIPT_LIST_ID */
(function loadIslands() {
  var scripts = JSON.parse(document.getElementById(SCRIPT_LIST_ID).textContent);
  var startAtLoad = document.querySelector(ISLAND_ELEMENT + '[data-start="load"]') !== null;
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
    // A pointermove that does not move is the browser's own, sent when the page changes under a
    // resting pointer (after the first layout, say): nobody has touched the page yet.
    if (event.type === "pointermove" && !event.movementX && !event.movementY) return;
    var target = event.target instanceof Element ? event.target : null;
    var button = event.type === "click" && target ? target.closest(ISLAND_ELEMENT + " button") : null;
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
})();
