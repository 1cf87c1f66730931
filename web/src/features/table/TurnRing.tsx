import { useEffect, useState, type ReactNode } from "react";
import "./TurnRing.css";

/** The current time, ticking every `everyMs` while `active` (for countdowns). */
export function useNow(active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [active, everyMs]);
  return now;
}

/** Seconds left on a turn clock, never above the clock's length (the client's clock may run ahead or behind). */
export function secondsLeft(endsAt: number, totalSeconds: number, now: number): number {
  if (endsAt <= 0) return 0;
  return Math.max(0, Math.min(totalSeconds, (endsAt - now) / 1000));
}

interface TurnRingProps {
  /** Epoch ms when the turn runs out; 0 when no clock runs (bots, between turns). */
  endsAt: number;
  totalSeconds: number;
  /** Pixels across. */
  size: number;
  children: ReactNode;
  label: string;
}

/** A ring around its content that empties as the turn clock runs down, red in the last five seconds. */
export function TurnRing({ endsAt, totalSeconds, size, children, label }: TurnRingProps) {
  const running = endsAt > 0;
  const now = useNow(running);
  const left = secondsLeft(endsAt, totalSeconds, now);
  const fraction = running && totalSeconds > 0 ? left / totalSeconds : 0;
  const stroke = Math.max(3, size * 0.06);
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  return (
    <span className={`turn-ring ${running ? "turn-ring--running" : ""} ${running && left <= 5 ? "turn-ring--urgent" : ""}`} style={{ width: size, height: size }}>
      {running && (
        <svg className="turn-ring__svg" width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
          <circle className="turn-ring__track" cx={size / 2} cy={size / 2} r={r} strokeWidth={stroke} fill="none" />
          <circle
            className="turn-ring__left"
            cx={size / 2}
            cy={size / 2}
            r={r}
            strokeWidth={stroke}
            fill="none"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - fraction)}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        </svg>
      )}
      <span className="turn-ring__content">{children}</span>
      {running && (
        <span className="turn-ring__seconds" role="timer">
          <span className="visually-hidden">{label}: </span>
          {Math.ceil(left)}
        </span>
      )}
    </span>
  );
}
