/**
 * What the page makes of the server's play-by-play (rolls and moves read from the state, the rest from messages):
 * the dice roll animation, token moves handed to the
 * MoveAnimator, sounds, toasts, a sentence for screen readers, and the server seed once revealed.
 */
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { PawnColour } from "@arena/contracts";
import { writeLocal } from "../../../lib/storage";
import { useRoomEvent, useStateChanges } from "../../table/realtime";
import { PLAYER_LEFT_KEY } from "../../table/useGameResult";
import type { LudoRoom, LudoRoomView } from "../realtime";
import { playSound } from "../audio";
import { MoveAnimator } from "./moveAnimation";
import { completeView } from "./players";

/** How long the die tumbles before it shows the value. */
export const DICE_ROLL_MS = 650;

export interface DiceRoll {
  color: PawnColour;
  dice: number;
  /** Counts rolls, so two equal values in a row still animate. */
  serial: number;
  settled: boolean;
}

export interface GameEvents {
  animator: MoveAnimator;
  roll: DiceRoll | null;
  /** The latest event in words, for the polite live region. */
  announcement: string;
  /** The server seed, once the server revealed it at the end of the game. */
  revealed: { gameId: string; serverSeed: string } | null;
}

export function useGameEvents(room: LudoRoom, view: LudoRoomView | null, myColor: PawnColour | null): GameEvents {
  const { t } = useTranslation();
  const [animator] = useState(() => new MoveAnimator());
  const [roll, setRoll] = useState<DiceRoll | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [revealed, setRevealed] = useState<GameEvents["revealed"]>(null);
  const settleTimer = useRef<number | null>(null);
  const left = useRef<string[]>([]);

  const nameOf = (color: string) => view?.players[color]?.playerName || t(`ludoGame.colour.${color}`);
  const colourName = (color: string) => t(`ludoGame.colour.${color}`);

  useEffect(() => () => {
    if (settleTimer.current !== null) window.clearTimeout(settleTimer.current);
  }, []);

  // Rolls and moves arrive in the state, each as the one patch of its action (docs/realtime.md).
  useStateChanges(room, completeView, (next, previous) => {
    if (!previous) return;
    const roll = next.lastRoll;
    if (roll.nonce >= 0 && roll.color && (roll.nonce !== previous.lastRoll.nonce || next.gameId !== previous.gameId)) {
      const color = roll.color;
      setRoll((last) => ({ color, dice: roll.dice, serial: (last?.serial ?? 0) + 1, settled: false }));
      playSound("dice");
      if (settleTimer.current !== null) window.clearTimeout(settleTimer.current);
      settleTimer.current = window.setTimeout(() => {
        setRoll((current) => (current ? { ...current, settled: true } : current));
        setAnnouncement(t("ludoGame.announce.rolled", { name: nameOf(color), dice: roll.dice }));
      }, DICE_ROLL_MS);
    }
    const m = next.lastMove;
    if (m.serial !== previous.lastMove.serial && m.color) {
      const move = { color: m.color, token: m.token, from: m.from, to: m.to, captured: m.captured };
      animator.enqueue(move);
      const captured = m.captured.map((c) => colourName(c.color)).join(", ");
      setAnnouncement(
        captured
          ? t("ludoGame.announce.captured", { name: nameOf(m.color), token: m.token + 1, victims: captured })
          : m.to >= 56
            ? t("ludoGame.announce.home", { name: nameOf(m.color), token: m.token + 1 })
            : t("ludoGame.announce.moved", { name: nameOf(m.color), token: m.token + 1, step: m.to + 1 }),
      );
    }
  });

  useRoomEvent(room, "timer:end", (m) => {
    if (m.color === myColor) toast(t("ludoGame.toast.timeUp"));
    setAnnouncement(t("ludoGame.announce.timeUp", { name: nameOf(m.color) }));
  });

  useRoomEvent(room, "player exit", (m) => {
    const text = t(m.reason === "left" ? "ludoGame.announce.left" : "ludoGame.announce.missedOut", { name: nameOf(m.color) });
    setAnnouncement(text);
    toast(text);
    // The spec keeps the player-left values in localStorage (cleared by the result's Menu button).
    left.current = [...new Set([...left.current, m.color])];
    writeLocal(PLAYER_LEFT_KEY, JSON.stringify(left.current));
  });

  useRoomEvent(room, "game-start", () => {
    animator.clear();
    setRevealed(null);
    setAnnouncement(t("ludoGame.announce.started"));
  });

  useRoomEvent(room, "game-end", (m) => setRevealed(m));
  // After a reconnection the state patch already carries the turn, die and clock; nothing else to do.
  useRoomEvent(room, "resume", () => undefined);
  // Refusals travel as codes: the player reads them in their language (the server's English text is the fallback).
  useRoomEvent(room, "error", (m) => toast.error(t(`ludoGame.roomError.${m.code}`, { defaultValue: m.message })));
  useRoomEvent(room, "info", (m) => toast(m.message));

  return { animator, roll, announcement, revealed };
}
