import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import useSWR, { useSWRConfig } from "swr";
import type { Profile, WalletCurrency } from "@arena/contracts";
import { API, fetchResult } from "../lib/api";
import { walletModeAtom } from "./walletMode";
import { dropSessionAtom, sessionTokenAtom } from "./session";

/** GET user/view-profile: the contracts' profileSchema. */
export type UserProfile = Profile;

interface Wallet {
  balance?: number | string | null;
}

/** The signed-in player's profile; a failed call ends the session silently. */
export function useProfile() {
  const token = useAtomValue(sessionTokenAtom);
  const dropSession = useSetAtom(dropSessionAtom);
  return useSWR<UserProfile>(token ? API.profile : null, fetchResult, {
    shouldRetryOnError: false,
    onError: () => dropSession(),
  });
}

export const isAdmin = (profile: UserProfile | undefined) => profile?.userType === "ADMIN";

/** Refetches the profile everywhere it is shown (same swr key as useProfile). */
export function useRefreshProfile(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(API.profile);
}

/**
 * Wallet balance in coins of the current wallet mode (COIN, or FREE in freeplay): null while loading, 0 when
 * there is none.
 */
export function useWalletBalance(): { balance: number | null; currency: WalletCurrency } {
  const token = useAtomValue(sessionTokenAtom);
  const currency = useAtomValue(walletModeAtom);
  const { data, error, isLoading } = useSWR<Wallet>(token ? API.wallet(currency) : null, fetchResult, {
    shouldRetryOnError: false,
  });
  if (isLoading || (!data && !error)) return { balance: null, currency };
  const balance = Number(data?.balance ?? 0);
  return { balance: Number.isFinite(balance) ? balance : 0, currency };
}

/** Layouts refetch the wallet balance when they load (spec 4). */
export function useWalletRefresh(): void {
  const token = useAtomValue(sessionTokenAtom);
  const currency = useAtomValue(walletModeAtom);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (token) void mutate(API.wallet(currency));
  }, [token, currency, mutate]);
}
