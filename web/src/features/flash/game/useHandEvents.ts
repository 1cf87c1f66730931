/**
 * The messages of a Flash table that the state cannot carry: the result of each hand (game:result) with its chips
 * paid to the winners, the revealed seed (game-end), a short stack (Low_Balance), the coins back after standing up
 * (leave), refusals (error) and notices (info). A reload asks the server for the last result again.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import type { FlashRoomView, FlashServerPayload } from "@arena/contracts";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { useRefreshWallet } from "../../coins/useWallet";
import { send, useRoomEvent } from "../../table/realtime";
import { roomErrorText } from "../errors";
import type { FlashRoom } from "../realtime";
import { summariseHand, verdictOf, type HandSummary } from "../result";
import { playFlashSound } from "../sounds";
import { AWARD_MS, POT, seatAnchor, type TableMotion } from "../table/motion";
import { isHistoryKey } from "./history";

/** With a hand over and no result yet (a reload), ask the server for it after this pause. */
const ASK_AFTER_MS = 1200;

export interface HandEvents {
  summary: HandSummary | null;
  revealed: FlashServerPayload<"game-end"> | null;
  lowBalance: FlashServerPayload<"Low_Balance"> | null;
  dismissLowBalance: () => void;
  /** Bumped on every refusal: a move sent may be sent again. */
  refusals: number;
}

export function useHandEvents(room: FlashRoom, view: FlashRoomView | null, myId: string | null, motion: TableMotion, soundOn: boolean): HandEvents {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const refreshWallet = useRefreshWallet();
  const { mutate } = useSWRConfig();
  const [summary, setSummary] = useState<HandSummary | null>(null);
  const [revealed, setRevealed] = useState<FlashServerPayload<"game-end"> | null>(null);
  const [lowBalance, setLowBalance] = useState<FlashServerPayload<"Low_Balance"> | null>(null);
  const [refusals, setRefusals] = useState(0);
  const sound = useRef(soundOn);
  /** A result asked for again (a reload) is shown, not celebrated again. */
  const asked = useRef(false);
  useLayoutEffect(() => {
    sound.current = soundOn;
  });

  useRoomEvent(room, "game:result", (m) => {
    if (m.winners.length === 0) return;
    const next = summariseHand(m.gameId, m.winners, myId);
    const replay = summary?.gameId === m.gameId || asked.current;
    asked.current = false;
    setSummary(next);
    void mutate(isHistoryKey);
    if (replay) return;
    const at = performance.now();
    next.winners.forEach((w, i) => motion.chips(POT, seatAnchor(w.seat), w.net + w.commission, at + 250 + i * 120, AWARD_MS));
    if (verdictOf(next) === "won" && sound.current) playFlashSound("win");
  });
  useRoomEvent(room, "game-end", (m) => setRevealed(m));
  useRoomEvent(room, "game-start", () => setRevealed(null));
  useRoomEvent(room, "Low_Balance", (m) => setLowBalance(m));
  useRoomEvent(room, "leave", (m) => {
    toast.success(t("flash.chips.returned", { amount: formatCoins(m.amount, lang), currency: view?.currency ?? "" }));
    setLowBalance(null);
    refreshWallet();
  });
  useRoomEvent(room, "error", (m) => {
    setRefusals((n) => n + 1);
    toast.error(roomErrorText(m, t));
  });
  useRoomEvent(room, "info", (m) => toast(m.message));
  // After a reconnection the state patch already carries the table; the message needs a listener only.
  useRoomEvent(room, "resume", () => undefined);

  // A reload between hands: the last hand's result, asked for once.
  const finished = view?.gameStatus === "finished" && view.gameId !== "";
  const known = summary?.gameId === view?.gameId;
  useEffect(() => {
    if (!finished || known) return;
    const id = window.setTimeout(() => {
      asked.current = true;
      send(room, "get:winners");
    }, ASK_AFTER_MS);
    return () => window.clearTimeout(id);
  }, [room, finished, known]);

  return { summary, revealed, lowBalance, dismissLowBalance: () => setLowBalance(null), refusals };
}
