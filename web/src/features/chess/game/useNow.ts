import { useEffect, useState } from "react";

/** The time (epoch ms), refreshed every `intervalMs` while that is given (countdowns); standing still otherwise. */
export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const tick = () => setNow(Date.now());
    const id = window.setInterval(tick, intervalMs);
    // The first reading at once (a countdown that starts now must not show the time it was last refreshed).
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(id);
      window.clearTimeout(first);
    };
  }, [intervalMs]);
  return now;
}
