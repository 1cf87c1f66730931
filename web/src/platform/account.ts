import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import useSWR, { useSWRConfig } from "swr";
import type { Profile, WalletCurrency } from "@arena/contracts";
import { API, ApiError, fetchResult } from "../lib/api";
import { walletModeAtom } from "./walletMode";
import { dropSessionAtom, sessionTokenAtom } from "./session";

/** GET user/view-profile: the contracts' profileSchema. */
export type UserProfile = Profile;

interface Wallet {
  balance?: number | string | null;
}

/**
 * Whether the server said this session is over (a bad, expired or revoked token, a blocked or removed account), as
 * opposed to a call that merely failed: no network, an answer cut short by a navigation, a server error.
 */
export const sessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && [401, 403, 404].includes(error.responseCode);

/** The signed-in player's profile; an answer that the session is over ends it silently, any other failure is retried. */
export function useProfile() {
  const token = useAtomValue(sessionTokenAtom);
  const dropSession = useSetAtom(dropSessionAtom);
  return useSWR<UserProfile>(token ? API.profile : null, fetchResult, {
    shouldRetryOnError: (error) => !sessionEnded(error),
    onError: (error) => {
      if (sessionEnded(error)) dropSession();
    },
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
