// The iframe gets a phone's or a desktop's width, so its media queries apply, and is scaled to fit
// the pane. Plain DOM above the iframe, as Decap's pane has no place for controls.
const PREVIEW_WIDTHS = { Desktop: 1280, Phone: 375 } as const;
type WidthName = keyof typeof PREVIEW_WIDTHS;

let chosen: WidthName = "Desktop";

const BAR_STYLE = "display:flex;gap:4px;justify-content:center;padding:6px 0;font:13px/1 system-ui,sans-serif";
const BUTTON_STYLE = "padding:6px 12px;border:1px solid #c7cbd1;border-radius:999px;cursor:pointer;font:inherit";

/** Returns what takes it away again. */
export function mountWidthSwitch(frame: HTMLIFrameElement): () => void {
  const pane = frame.parentElement;
  if (!pane) return () => undefined;
  const document = frame.ownerDocument;
  const bar = document.createElement("div");
  Object.assign(bar, { role: "group", ariaLabel: "Preview width" }).style.cssText = BAR_STYLE;
  const buttons = (Object.keys(PREVIEW_WIDTHS) as WidthName[]).map((name) => {
    const button = Object.assign(document.createElement("button"), { type: "button" });
    button.textContent = `${name} (${PREVIEW_WIDTHS[name]} px)`;
    button.style.cssText = BUTTON_STYLE;
    button.addEventListener("click", () => {
      chosen = name;
      fit();
    });
    bar.append(button);
    return { name, button };
  });

  function fit() {
    for (const { name, button } of buttons) {
      const pressed = name === chosen;
      button.setAttribute("aria-pressed", String(pressed));
      button.style.background = pressed ? "#3a69c7" : "#fff";
      button.style.color = pressed ? "#fff" : "#313d3e";
    }
    const width = PREVIEW_WIDTHS[chosen];
    const room = pane!.clientWidth;
    const scale = Math.min(1, room / width);
    const height = (pane!.clientHeight - bar.offsetHeight) / scale;
    // Absolute, so the pane keeps its own width whatever the frame's.
    Object.assign(frame.style, {
      position: "absolute",
      top: `${bar.offsetHeight}px`,
      left: `${Math.max(0, (room - width * scale) / 2)}px`,
      width: `${width}px`,
      height: `${height}px`,
      transform: `scale(${scale})`,
      transformOrigin: "0 0",
    });
  }

  pane.style.position = "relative";
  pane.insertBefore(bar, frame);
  const observer = new ResizeObserver(fit);
  observer.observe(pane);
  fit();
  return () => {
    observer.disconnect();
    bar.remove();
  };
}
