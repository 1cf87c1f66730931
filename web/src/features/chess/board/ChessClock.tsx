/**
 * One player's clock: the time left (m:ss, tenths under ten seconds; "—" in an untimed game), brighter while it is
 * that side's turn, red on low time with one "Low time" announcement. It redraws only while it runs, once per change
 * of the display.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatClock, isLowTime, lowTimeThreshold, nextChangeIn, timeLeft } from "./clockDisplay";
import "./ChessClock.css";

export interface ChessClockProps {
  /** Time left when the clock last stood or started (-1 untimed). */
  remainingMs: number;
  /** Epoch ms since when this clock runs; null while it stands. The display is remainingMs − (now − runningSince). */
  runningSince: number | null;
  /** It is this side's turn. */
  active: boolean;
  /** Whose clock (the accessible name), e.g. "White, Ana". */
  label: string;
  /** The game's starting time per side (minutes × 60 000), for the low-time threshold; else the most this clock has shown. */
  startMs?: number;
}

export function ChessClock({ remainingMs, runningSince, active, label, startMs }: ChessClockProps) {
  const { t } = useTranslation();
  const running = runningSince !== null && remainingMs >= 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    let timer = 0;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const left = timeLeft(remainingMs, runningSince, at);
      if (left > 0) timer = window.setTimeout(tick, nextChangeIn(left));
    };
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, [running, remainingMs, runningSince]);

  // A stale `now` (from before this run began) counts as no time run yet.
  const left = timeLeft(remainingMs, running ? runningSince : null, now);
  const [seenMost, setSeenMost] = useState(remainingMs);
  if (remainingMs > seenMost) setSeenMost(remainingMs);
  const start = startMs ?? seenMost;
  const low = isLowTime(left, start);

  // "Low time" is said once; it may be said again only after the clock has had plenty of time again (a new game).
  const [warned, setWarned] = useState(false);
  if (low && !warned) setWarned(true);
  if (warned && !low && left > 2 * lowTimeThreshold(start)) setWarned(false);

  const untimed = remainingMs < 0;
  const classes = ["chess-clock", active && "chess-clock--active", low && "chess-clock--low", untimed && "chess-clock--untimed"];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <span className="visually-hidden">{label}: </span>
      <span className="chess-clock__time" role="timer" aria-atomic="true">
        {untimed ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t("chessBoard.clock.untimed")}</span>
          </>
        ) : (
          formatClock(left)
        )}
      </span>
      <span className="visually-hidden" aria-live="assertive">
        {warned ? t("chessBoard.clock.lowTime", { label }) : ""}
      </span>
    </div>
  );
}
