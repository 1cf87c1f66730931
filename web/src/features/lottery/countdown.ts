import { useEffect, useState } from "react";

/** The current time, ticking every second while a countdown is on screen. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** Days, hours, minutes and seconds left until `at` (zeros once it has passed). */
export function timeLeft(at: string | number, now: number): { d: number; h: number; m: number; s: number; over: boolean } {
  const ms = Math.max(0, new Date(at).getTime() - now);
  const total = Math.floor(ms / 1000);
  return { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60, over: ms === 0 };
}
