import type { AppContext } from "../context.js";

/**
 * Runs a job's pass every `everyMs` in this process, one pass at a time (a tick that finds the last pass still running
 * skips), logging a failed pass under `name`. The timer does not keep the process alive. Answers the stop function.
 */
export function runPeriodically(ctx: Pick<AppContext, "logger">, name: string, everyMs: number, pass: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass()
      .catch((err) => ctx.logger.error({ err }, `${name} failed`))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
