import { useAtomValue } from "jotai";
import toast from "react-hot-toast";
import useSWR, { useSWRConfig } from "swr";
import type { z } from "zod";
import type { minimumsSchema, playerLimitsSchema } from "@arena/contracts";
import { API, fetchResult, isWalletKey, request } from "../../lib/api";
import { sessionTokenAtom } from "../../platform/session";

export type Minimums = z.infer<typeof minimumsSchema>;
export type PlayerLimits = z.infer<typeof playerLimitsSchema>;

const isHistoryKey = (key: unknown) =>
  typeof key === "string" && (key.startsWith("/api/v1/user/transactionHistory") || key.startsWith("/api/v1/user/viewTransactons"));

/** After a deposit or withdrawal: the balance (both currencies), the limits and the history load again. */
export function useRefreshWallet(): () => void {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(isWalletKey);
    void mutate(API.limits);
    void mutate(isHistoryKey);
  };
}

/** GET user/getMinimumDeposite: the smallest deposit and withdrawal, in coins. */
export function useMinimums() {
  return useSWR<Minimums>(API.minimums, fetchResult, { revalidateOnFocus: false });
}

/** GET user/limits: the daily deposit limit, a pending raise and self-exclusion. */
export function useLimits() {
  const token = useAtomValue(sessionTokenAtom);
  return useSWR<PlayerLimits>(token ? API.limits : null, fetchResult);
}

/** PUT user/limits; the answer is the new state of the limits, shown at once. */
export function useSaveLimits() {
  const { mutate } = useLimits();
  return async (body: { dailyDepositLimit?: number | null; selfExcludeDays?: number }) => {
    const answer = await request<PlayerLimits>(API.limits, { method: "PUT", body });
    if (answer.responseCode === 200 && answer.result) {
      toast.success(answer.responseMessage);
      await mutate(answer.result, { revalidate: false });
    }
    return answer;
  };
}
