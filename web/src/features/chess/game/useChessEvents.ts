/**
 * What the table makes of the server's play-by-play (moves and offers read from the state, the rest from messages):
 * when the state and the position arrived here (the clocks and the lag-compensated move time), the move sounds, the
 * low-time warning, toasts of refusals, a sentence for screen readers, and the server seed once revealed.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { ChessColour, ChessRoomView } from "@arena/contracts";
import { useRoomEvent, useStateChanges } from "../../table/realtime";
import { lowTimeThreshold } from "../board/clockDisplay";
import { playChessSound, soundOfMove } from "../board/sounds";
import { clockReading } from "../clock";
import { roomErrorText } from "../errors";
import type { ChessRoom } from "../realtime";
import { completeChessView } from "../view";

export interface ChessEvents {
  /** Client time the latest state arrived (the running clock counts down from it). */
  arrivedAt: number;
  /** Client time the current position arrived: a move's thinking time is measured from it (moveMs). */
  positionSince: () => number;
  /**
   * Counts the positions this page was shown (a move, a takeback, a new game): one move may be sent per position, and
   * a takeback back to an earlier position is a new one.
   */
  positionSerial: number;
  /** The latest event in words, for the polite live region. */
  announcement: string;
  /** The server seed, once revealed at the end of the game. */
  revealed: { gameId: string; serverSeed: string } | null;
}

export function useChessEvents(room: ChessRoom, view: ChessRoomView | null, myColour: ChessColour | null, soundOn: boolean): ChessEvents {
  const { t } = useTranslation();
  const [arrivedAt, setArrivedAt] = useState(() => Date.now());
  const positionAt = useRef(0);
  const [positionSerial, setPositionSerial] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [revealed, setRevealed] = useState<ChessEvents["revealed"]>(null);
  const sound = useRef(soundOn);
  useLayoutEffect(() => {
    sound.current = soundOn;
  });
  // The position on screen when the page opened arrived no later than now.
  useEffect(() => {
    positionAt.current = Date.now();
  }, []);

  // Moves, takebacks and offers arrive in the state, each as the one patch of its action (docs/realtime.md).
  useStateChanges(room, completeChessView, (next, previous) => {
    const at = Date.now();
    setArrivedAt(at);
    if (!previous || next.fen !== previous.fen || next.lastMove.ply !== previous.lastMove.ply || next.gameId !== previous.gameId) {
      positionAt.current = at;
      setPositionSerial((n) => n + 1);
    }
    if (!previous || next.gameId !== previous.gameId) return;
    const ply = next.lastMove.ply;
    // The board reads each move out itself; a takeback is this page's to say.
    if (ply > previous.lastMove.ply) {
      if (sound.current) playChessSound(soundOfMove(next.lastMove.san));
    } else if (ply < previous.lastMove.ply) {
      setAnnouncement(t("chess.announce.takenBack"));
    }
    if (next.drawOffer && next.drawOffer !== previous.drawOffer && next.drawOffer !== myColour) setAnnouncement(t("chess.announce.drawOffered"));
    if (next.takebackOffer && next.takebackOffer !== previous.takebackOffer && next.takebackOffer !== myColour) setAnnouncement(t("chess.announce.takebackAsked"));
  });

  // When your own running clock turns to low time (as the clock shows it): one warning a turn.
  const mine = view && myColour ? clockReading(view, myColour, arrivedAt) : null;
  const threshold = view ? lowTimeThreshold(view.minutes * 60_000) : 0;
  const lowAt = mine && mine.runningSince !== null && mine.remainingMs > threshold ? mine.runningSince + mine.remainingMs - threshold : null;
  useEffect(() => {
    // Already past it (a later patch of the same turn): it has sounded, or the page opened in low time.
    const wait = lowAt === null ? -1 : lowAt - Date.now();
    if (wait < 0) return;
    const id = window.setTimeout(() => {
      if (sound.current) playChessSound("lowTime");
    }, wait);
    return () => window.clearTimeout(id);
  }, [lowAt]);

  useRoomEvent(room, "game-start", () => {
    setRevealed(null);
    setAnnouncement(t("chess.announce.started"));
  });
  useRoomEvent(room, "game-end", (m) => setRevealed(m));
  // After a reconnection the state patch already carries the position and the clocks.
  useRoomEvent(room, "resume", () => undefined);
  useRoomEvent(room, "error", (m) => toast.error(roomErrorText(m, t)));
  useRoomEvent(room, "info", (m) => toast(m.message));

  return { arrivedAt, positionSince: () => positionAt.current, positionSerial, announcement, revealed };
}
