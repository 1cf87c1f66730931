/**
 * What the table makes of the server's play-by-play (every action is one state patch): the hand shown on the felt
 * (kept after its end until the next deal, when the server has already stood its seats down), the motion of cards and
 * chips, the sounds, and a sentence for screen readers. It reads the state only; the server decides.
 */
import { useLayoutEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { FlashRoomView } from "@arena/contracts";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { useStateChanges } from "../../table/realtime";
import type { FlashRoom } from "../realtime";
import { playFlashSound } from "../sounds";
import { CHIP_MS, POT, TableMotion, seatAnchor } from "../table/motion";
import { completeFlashView, handOrder, visibleCards } from "../view";
import { actionSentence, sideshowNotice } from "./words";

/** The server shows the deal for 1.4 s (rooms/flash/definition.ts DEAL_MS); the cards fly within it. */
const DEAL_MS = 1_400;

/** The latest state in which the hand's seats were marked (the server clears them between hands). */
function handShown(view: FlashRoomView | null, previous: FlashRoomView | null): FlashRoomView | null {
  if (!view) return null;
  if (handOrder(view).length > 0) return view;
  return previous && previous.gameId === view.gameId ? previous : null;
}

export interface TableMotionState {
  motion: TableMotion;
  /** The hand on the felt (live, or the last one until the next deal). */
  hand: FlashRoomView | null;
  /** The latest event in words, for the polite live region. */
  announcement: string;
}

export function useTableMotion(room: FlashRoom, view: FlashRoomView | null, mySeat: string | null, soundOn: boolean): TableMotionState {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [motion] = useState(() => new TableMotion());
  const [hand, setHand] = useState<FlashRoomView | null>(() => handShown(view, null));
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef({ soundOn, mySeat });
  useLayoutEffect(() => {
    latest.current = { soundOn, mySeat };
  });
  const sound = (name: Parameters<typeof playFlashSound>[0]) => {
    if (latest.current.soundOn) playFlashSound(name);
  };

  // The hand shown follows the state (adjusted during render: no frame shows a stale hand).
  const next = handShown(view, hand);
  if (next !== hand) setHand(next);

  // A page opened mid-hand (or between hands) places the cards without dealing them again.
  const placed = useRef(false);
  useLayoutEffect(() => {
    if (placed.current || !next) return;
    placed.current = true;
    const order = handOrder(next);
    if (next.tableStatus === "collecting") return;
    motion.place(next.gameId, order);
    for (const seat of order) if (next.players[seat]?.status === "PACKED") motion.fold(seat, -Infinity);
  }, [motion, next]);

  const name = (v: FlashRoomView, seat: string) =>
    seat === latest.current.mySeat ? t("table.you") : v.players[seat]?.playerName || t("flash.seat.label", { seat });
  const coins = (amount: number) => formatCoins(amount, lang);

  useStateChanges(room, completeFlashView, (now, before) => {
    placed.current = true;
    const at = performance.now();
    if (!before) return;
    const newHand = now.gameId !== before.gameId && now.gameId !== "";
    const order = handOrder(now);
    if (newHand) motion.clear();
    if (now.tableStatus === "collecting" && order.length > 0 && (newHand || before.tableStatus !== "collecting" || handOrder(before).length === 0)) {
      // The boot goes in from every seat dealt in.
      order.forEach((seat, i) => motion.chips(seatAnchor(seat), POT, now.boot, at + i * 60, CHIP_MS));
      sound("chip");
    }
    const dealing = now.tableStatus === "dealing" && (newHand || before.tableStatus !== "dealing");
    if (dealing) {
      motion.deal(now.gameId, order, at, DEAL_MS);
      for (let k = 0; k < 3; k++) window.setTimeout(() => sound("deal"), (k * DEAL_MS) / 3);
      setAnnouncement(t("flash.announce.dealt", { count: order.length }));
    } else if (order.length > 0 && motion.hand !== now.gameId && now.tableStatus !== "collecting") {
      // A patch missed (a hidden tab): the hand as it is.
      motion.place(now.gameId, order);
    }

    for (const seat of order) {
      const was = before.gameId === now.gameId ? visibleCards(before, seat).length : 0;
      if (visibleCards(now, seat).length === 3 && was === 0) {
        motion.reveal(seat, at);
        sound("flip");
      }
      if (now.players[seat]?.status === "PACKED" && before.players[seat]?.status !== "PACKED" && before.gameId === now.gameId) {
        motion.fold(seat, at);
        sound("pack");
      }
    }

    const action = now.lastAction;
    if (!newHand && action.n > before.lastAction.n && action.seat) {
      if (action.amount > 0) {
        motion.chips(seatAnchor(action.seat), POT, action.amount, at);
        sound("chip");
      }
      setAnnouncement(actionSentence(now, name(now, action.seat), (seat) => name(now, seat), coins, t));
    }

    const ended = action.type === "answerSideshow" || (action.type === "timeout" && before.sideshowAsker !== "");
    if (!newHand && action.n > before.lastAction.n && ended && before.sideshowAsker) {
      const notice = sideshowNotice(now, before, latest.current.mySeat, (seat) => name(now, seat), t);
      if (notice) toast(notice, { id: `sideshow-${now.gameId}-${action.n}` });
    }

    const mine = latest.current.mySeat;
    if (mine && now.gameStatus === "active" && now.turn === mine && (before.turn !== mine || newHand)) {
      if (now.choices.answerSideshow && now.choices.seat === mine) sound("ask");
      else sound("turn");
    }
  });

  return { motion, hand: next, announcement };
}
