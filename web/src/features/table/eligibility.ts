import { useCallback } from "react";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router-dom";
import toast from "react-hot-toast";
import { MIN_BALANCE_TO_PLAY, messages, type Envelope, type WalletCurrency } from "@arena/contracts";
import { request } from "../../lib/api";
import { walletModeAtom } from "../../platform/walletMode";
import { useWalletBalance } from "../../platform/account";

/**
 * POST ludo/check-eligible (game-server/src/http/routes/coins.ts): whether the wallet covers a fee. The spec files
 * it under Ludo, but it answers from the wallet alone, so every game asks it; the path stays the spec's.
 */
const CHECK_ELIGIBLE_PATH = "/api/v1/ludo/check-eligible";

/** Where a player without enough coins goes: the profile with its top-up modal open. */
export const TOP_UP_PATH = "/my-profile?showModal=true";

export type Eligibility = "eligible" | "top-up" | "unknown";

/**
 * What the eligibility answer means: 200 (the spec spells the field reponseCode; both are read) is eligible;
 * no answer or a server failure (0, 5xx) is unknown — only logged, the player stays; any other code means the
 * balance does not cover the fee.
 */
export function eligibilityOf(answer: Envelope<unknown> & { reponseCode?: number }): Eligibility {
  const code = answer.reponseCode ?? answer.responseCode;
  if (code === 200) return "eligible";
  if (!code || code >= 500) return "unknown";
  return "top-up";
}

/**
 * The platform's minimum-balance check before any game is played, the same for every game (spec 5): a balance
 * below 1 in the current coins stops with the spec's toast; then the wallet's eligibility check says whether the
 * fee is covered, or sends the player to top up.
 */
export function useMinimumBalanceCheck() {
  const { balance } = useWalletBalance();
  const currency = useAtomValue(walletModeAtom);
  const navigate = useNavigate();

  /** False (after the toast) when the balance is known to be below the minimum. */
  const hasMinimumBalance = useCallback((): boolean => {
    if (balance !== null && balance < MIN_BALANCE_TO_PLAY) {
      toast.error(messages.notEnoughAmount);
      return false;
    }
    return true;
  }, [balance]);

  /**
   * True when the server says the fee is covered; otherwise the player is sent to top up or stays. `coins` names the
   * wallet when the game plays in other coins than the site's mode (Flash's free play tables: FREE).
   */
  const isEligible = useCallback(
    async (gameFees: number, coins: WalletCurrency = currency): Promise<boolean> => {
      const answer = await request<unknown>(CHECK_ELIGIBLE_PATH, { method: "POST", body: { gameFees, currency: coins } });
      const verdict = eligibilityOf(answer);
      if (verdict === "top-up") navigate(TOP_UP_PATH);
      if (verdict === "unknown") console.error("check-eligible failed", CHECK_ELIGIBLE_PATH, answer);
      return verdict === "eligible";
    },
    [currency, navigate],
  );

  return { currency, hasMinimumBalance, isEligible };
}
