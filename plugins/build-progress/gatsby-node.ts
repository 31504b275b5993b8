import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

// Outside a terminal Gatsby prints a step only once it is over, and its longest steps take
// minutes on a busy machine: this says which steps are running whenever Gatsby has been quiet.
const QUIET_MS = 15_000;

interface LogAction {
  type: string;
  payload: { id: string; text?: string; current?: number; total?: number };
}

// Gatsby's own reporter store, which its loggers (workers' too) subscribe to.
const fromGatsby = createRequire(
  createRequire(path.join(process.cwd(), "package.json")).resolve("gatsby/package.json"),
);
const { onLogAction } = fromGatsby("gatsby-cli/lib/reporter/redux") as {
  onLogAction: (listener: (action: LogAction) => void) => () => void;
};

export const onPreInit: GatsbyNode["onPreInit"] = () => {
  if (process.stdout.isTTY) return;
  const running = new Map<string, { text: string; started: number; current?: number; total?: number }>();
  let lastWord = Date.now();
  onLogAction(({ type, payload: { id, text, current, total } }) => {
    if (type === "LOG") lastWord = Date.now();
    else if (type === "ACTIVITY_START" && text) running.set(id, { text, started: Date.now(), current, total });
    else if (type === "ACTIVITY_UPDATE") {
      const step = running.get(id);
      if (step && current !== undefined) step.current = current;
      if (step && total !== undefined) step.total = total;
    } else if (type === "ACTIVITY_END" || type === "ACTIVITY_CANCEL") running.delete(id);
  });
  setInterval(() => {
    if (Date.now() - lastWord < QUIET_MS || running.size === 0) return;
    lastWord = Date.now();
    for (const step of running.values()) {
      const progress = step.total ? ` ${step.current ?? 0}/${step.total}` : "";
      console.log(`… ${step.text}${progress} (${Math.round((Date.now() - step.started) / 1000)} s so far)`);
    }
  }, 1_000).unref();
};
