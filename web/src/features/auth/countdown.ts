import { useEffect, useState } from "react";

/** mm:ss of a remaining time, rounded up to the next second (3:00 → "03:00", 0 → "00:00"). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, "0")}:${String(ss).padStart(2, "0")}`;
}

/** Milliseconds left until `deadline` (0 without one), ticking four times a second until it runs out. */
export function useCountdown(deadline: number | undefined, total: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  // Until the first tick after a restart `now` is a little old: never show more than the full time.
  return deadline ? Math.min(total, Math.max(0, deadline - now)) : 0;
}
