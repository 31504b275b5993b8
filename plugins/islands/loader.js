// Islands run at the visitor's first input: a page nobody touches runs none of their code. Once the
// page has loaded and painted (a hidden tab never paints: a timer stands in after 3 s), they are
// prefetched, so input pays only for running them. A button pressed before they run is marked for
// them to press again. The script list is a JSON block, which a CSP does not restrict, so this
// text and its CSP hash never change.
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
    // The frame with the page's own answer (a popover, a tooltip) is painted before the islands run.
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
