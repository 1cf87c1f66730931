import { useCallback } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { CHESS_GAME, messages, type QuickPlayOptions } from "@arena/contracts";
import { useProfile, useWalletBalance } from "../../../platform/account";
import { useMinimumBalanceCheck } from "../../table/eligibility";
import { startQuickPlay } from "../../table/quickPlaySearch";
import { rememberRoom, withClientSeed } from "../../table/realtime";
import { joinErrorText } from "../errors";
import { CLIENT_SEED_KEY, createChessRoom, joinChessRoom, type ChessRoom } from "../realtime";
import { createWithFreshCode } from "../privateRoom/roomCode";
import type { TimeControl } from "./TimeControlPicker";

/** Spec 3: guest names look like 'user00' plus a number under 100. */
const guestName = () => `user00${Math.floor(Math.random() * 100)}`;

export interface ComputerSetup extends TimeControl {
  level: number;
  color: "white" | "black" | "random";
}

export interface PrivateTerms extends TimeControl {
  fee: number;
  takebacks: boolean;
}

/**
 * The chess menus' requests, each after the balance rules (spec 5) when a fee is asked: Quick Play's queue, a game
 * against the computer (free), a private room created under a fresh code or joined by its code. A refusal is a toast;
 * a table taken is handed to `take` (the seat hook), whose game then opens by itself.
 */
export function usePlayRequests(take: (room: ChessRoom) => void) {
  const { t } = useTranslation();
  const { currency, hasMinimumBalance, isEligible } = useMinimumBalanceCheck();
  const { balance } = useWalletBalance();
  const { data: profile } = useProfile();
  const userName = profile?.userName;
  const nameOf = useCallback(() => userName || guestName(), [userName]);

  /** A fee is covered: the spec's toast when the balance is known to fall short, then the server's word. */
  const canPay = useCallback(
    async (fee: number): Promise<boolean> => {
      if (fee <= 0) return true;
      if (!hasMinimumBalance()) return false;
      if (balance !== null && balance < fee) toast.error(messages.notEnoughAmount);
      return isEligible(fee);
    },
    [balance, hasMinimumBalance, isEligible],
  );

  /** Quick Play: the server's queue for this fee and coins (true once queued; the fee is held). */
  const playQuick = useCallback(
    async (fee: number): Promise<boolean> => {
      if (!(await canPay(fee))) return false;
      const terms: QuickPlayOptions = { game: CHESS_GAME, roomAmount: fee, maxPlayers: 2, currency, playerName: nameOf() };
      try {
        await startQuickPlay(withClientSeed(terms, CLIENT_SEED_KEY), {
          onTable: (table) => {
            rememberRoom(table);
            take(table);
          },
          onError: (error) => toast.error(joinErrorText(error, t)),
        });
        return true;
      } catch (error) {
        toast.error(joinErrorText(error, t));
        return false;
      }
    },
    [canPay, currency, nameOf, t, take],
  );

  /** A game against the computer: free, in play money, started by the server at once. */
  const playComputer = useCallback(
    async (setup: ComputerSetup): Promise<void> => {
      try {
        take(await createChessRoom({ gameType: "Computer", currency: "FREE", playerName: nameOf(), ...setup }));
      } catch (error) {
        toast.error(joinErrorText(error, t));
      }
    },
    [nameOf, t, take],
  );

  /** A private room under a fresh 6-digit code (another one while a code is in use); true once created. */
  const createPrivate = useCallback(
    async (terms: PrivateTerms): Promise<boolean> => {
      if (!(await canPay(terms.fee))) return false;
      try {
        const room = await createWithFreshCode((roomId) =>
          createChessRoom({
            gameType: "Private",
            roomId,
            roomAmount: terms.fee,
            minutes: terms.minutes,
            increment: terms.increment,
            takebacks: terms.takebacks,
            playerName: nameOf(),
            currency,
          }),
        );
        take(room);
        return true;
      } catch (error) {
        toast.error(joinErrorText(error, t));
        return false;
      }
    },
    [canPay, currency, nameOf, t, take],
  );

  /**
   * A friend's private room by its code. Its fee is unknown here (it may be 0), so the server checks the balance; its
   * refusals (full, not found, not enough coins) are toasts.
   */
  const joinPrivate = useCallback(
    async (code: string): Promise<boolean> => {
      try {
        take(await joinChessRoom(code, { playerName: nameOf(), currency }));
        return true;
      } catch (error) {
        toast.error(joinErrorText(error, t));
        return false;
      }
    },
    [currency, nameOf, t, take],
  );

  return { currency, playQuick, playComputer, createPrivate, joinPrivate };
}
