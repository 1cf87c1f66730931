/**
 * The lobby's requests, each after the platform's balance rules when coins are asked (spec 5: the minimum balance, then
 * the wallet's eligibility for the buy-in): Quick Play at a tier, a private table under a fresh code, a free play
 * table with bots, a friend's table by its code. A table found or made is handed to the table page, connected. The
 * spec's Flash socket timeout (3 s) tells the player when the server is slow to answer; the answer is still taken.
 */
import { useCallback, useState } from "react";
import { useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useProfile } from "../../../platform/account";
import { useMinimumBalanceCheck } from "../../table/eligibility";
import { createWithFreshCode } from "../../table/roomCode";
import { joinErrorText } from "../errors";
import { createFlashRoom, flashRoomAtom, joinFlashRoom, quickPlayRoom, tablePath, withSocketTimeout, type FlashRoom } from "../realtime";

/** Spec 3: guest names look like 'user00' plus a number under 100. */
const guestName = () => `user00${Math.floor(Math.random() * 100)}`;

export interface PrivateTerms {
  boot: number;
  a23: "second" | "lowest";
  buyIn: number;
}

export interface FreePlayTerms {
  boot: number;
  bots: number;
  buyIn: number;
}

export function useFlashRequests() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setRoom = useSetAtom(flashRoomAtom);
  const { currency, hasMinimumBalance, isEligible } = useMinimumBalanceCheck();
  const { data: profile } = useProfile();
  const userName = profile?.userName;
  const nameOf = useCallback(() => userName || guestName(), [userName]);
  /** The server has not answered within the socket timeout. */
  const [slow, setSlow] = useState(false);

  const take = useCallback(
    (room: FlashRoom) => {
      setRoom(room);
      navigate(tablePath(room.roomId));
    },
    [navigate, setRoom],
  );

  /** Asks the server (create or join), saying so when it is slow; a refusal is a toast. True once at a table. */
  const ask = useCallback(
    async (request: () => Promise<FlashRoom>): Promise<boolean> => {
      setSlow(false);
      try {
        take(await withSocketTimeout(request, () => setSlow(true)));
        return true;
      } catch (error) {
        toast.error(joinErrorText(error, t));
        return false;
      } finally {
        setSlow(false);
      }
    },
    [t, take],
  );

  /** The buy-in is covered: the spec's minimum balance, then the server's word on this amount. */
  const canPay = useCallback(async (buyIn: number): Promise<boolean> => hasMinimumBalance() && (await isEligible(buyIn)), [hasMinimumBalance, isEligible]);

  const playQuick = useCallback(
    async (boot: number, buyIn: number): Promise<boolean> => {
      if (!(await canPay(buyIn))) return false;
      return ask(() => quickPlayRoom({ gameType: "Quick Play", boot, buyIn, currency, playerName: nameOf() }));
    },
    [ask, canPay, currency, nameOf],
  );

  const createPrivate = useCallback(
    async (terms: PrivateTerms): Promise<boolean> => {
      if (!(await canPay(terms.buyIn))) return false;
      return ask(() =>
        createWithFreshCode((roomId) => createFlashRoom({ gameType: "Private", roomId, boot: terms.boot, a23: terms.a23, buyIn: terms.buyIn, currency, playerName: nameOf() })),
      );
    },
    [ask, canPay, currency, nameOf],
  );

  /** Free play: play money (FREE) whatever the site's mode, with bots; the FREE wallet pays the buy-in. */
  const playFree = useCallback(
    async (terms: FreePlayTerms): Promise<boolean> => {
      if (!(await isEligible(terms.buyIn, "FREE"))) return false;
      return ask(() => createFlashRoom({ gameType: "Free Play", boot: terms.boot, bots: terms.bots, buyIn: terms.buyIn, currency: "FREE", playerName: nameOf() }));
    },
    [ask, isEligible, nameOf],
  );

  /** A friend's table by its code: you come in watching and pick a free seat there (its buy-in range is shown then). */
  const joinByCode = useCallback((code: string): Promise<boolean> => ask(() => joinFlashRoom(code, { playerName: nameOf(), currency })), [ask, currency, nameOf]);

  return { currency, slow, playQuick, createPrivate, playFree, joinByCode };
}
