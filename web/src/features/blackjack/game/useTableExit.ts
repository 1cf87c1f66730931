/**
 * Leaving the table. The layout's back button (taken over while the table is shown) ends the current game: with a
 * round in play the page asks first, then sends `player exit` — the server plays the round out (you stand on every
 * hand, the dealer plays) and settles it — waits for the result, tells it, and leaves the table; with no round in
 * play it only leaves. Leaving the page any other way (the logo, a link) leaves the table too, which the server treats
 * the same way; a reload does not (the page does not unmount: the reconnection token brings the round back).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSetAtom } from "jotai";
import { useLocation, useNavigate } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { BlackjackResultEntry } from "@arena/contracts";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { backActionAtom } from "../../../shell/backAction";
import { useRefreshWallet } from "../../coins/useWallet";
import { blackjackRoomAtom, forgetRoom, forgetTableId, send, type BlackjackRoom } from "../realtime";

/** How long the page waits for the played-out round's result before it leaves anyway (the server settles it regardless). */
const RESULT_WAIT_MS = 6000;

function resultOf(room: BlackjackRoom): Promise<BlackjackResultEntry | null> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      off();
      resolve(null);
    }, RESULT_WAIT_MS);
    const off = room.onMessage("game:result", (m: { winners: BlackjackResultEntry[] }) => {
      if (m.winners.length === 0) return;
      window.clearTimeout(timer);
      off();
      resolve(m.winners[0] ?? null);
    });
  });
}

export function useTableExit(room: BlackjackRoom, inPlay: boolean) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const navigate = useNavigate();
  const location = useLocation();
  const setRoom = useSetAtom(blackjackRoomAtom);
  const setBack = useSetAtom(backActionAtom);
  const refreshWallet = useRefreshWallet();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const left = useRef(false);
  const latestInPlay = useRef(inPlay);
  useLayoutEffect(() => {
    latestInPlay.current = inPlay;
  });

  const told = useCallback(
    (entry: BlackjackResultEntry | null) => {
      if (!entry) return toast(t("blackjack.leave.settling"));
      const net = entry.net;
      const amount = `${net > 0 ? "+" : net < 0 ? "−" : ""}${formatCoins(Math.abs(net), lang)}`;
      toast(t("blackjack.leave.playedOut", { amount }), { duration: 6000 });
    },
    [lang, t],
  );

  /** Leaves the table; `playOut` first ends the round in play through `player exit` and waits for its result. */
  const leaveTable = useCallback(
    async (playOut: boolean) => {
      if (left.current) return;
      left.current = true;
      if (playOut && room.connection.isOpen) {
        const result = resultOf(room);
        send(room, "player exit");
        told(await result);
      }
      forgetRoom();
      forgetTableId();
      await room.leave(true).catch(() => undefined);
      setRoom((current) => (current === room ? null : current));
      refreshWallet();
    },
    [refreshWallet, room, setRoom, told],
  );

  const goBack = useCallback(() => {
    if (location.key !== "default") navigate(-1);
    else navigate("/");
  }, [location.key, navigate]);

  /** The back button: with a round in play, asks first. */
  const back = useCallback(() => {
    if (latestInPlay.current) return setConfirming(true);
    setLeaving(true);
    void leaveTable(false).then(goBack);
  }, [goBack, leaveTable]);

  const confirm = useCallback(() => {
    setConfirming(false);
    setLeaving(true);
    void leaveTable(true).then(goBack);
  }, [goBack, leaveTable]);

  // The layout's back button is this table's while it is shown; it says what it will do.
  useEffect(() => {
    setBack({ run: back, label: t(inPlay ? "blackjack.leave.backInPlay" : "blackjack.leave.back") });
  }, [back, inPlay, setBack, t]);
  useEffect(() => () => setBack(null), [setBack]);

  // Leaving the page any other way leaves the table (a tick later: StrictMode unmounts and mounts again at once).
  const mounted = useRef(false);
  const latestLeave = useRef(leaveTable);
  useLayoutEffect(() => {
    latestLeave.current = leaveTable;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.setTimeout(() => {
        if (mounted.current || left.current) return;
        if (latestInPlay.current) toast(t("blackjack.leave.awayInPlay"), { duration: 6000 });
        void latestLeave.current(false);
      }, 0);
    };
  }, [room, t]);

  return { confirming, cancel: () => setConfirming(false), confirm, leaving };
}
