import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import useSWR, { useSWRConfig } from "swr";
import type { Profile } from "@arena/contracts";
import { API, fetchResult } from "../../lib/api";
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

/** Wallet balance in coins: null while loading, 0 when there is none. */
export function useWalletBalance(): number | null {
  const token = useAtomValue(sessionTokenAtom);
  const { data, error, isLoading } = useSWR<Wallet>(token ? API.wallet : null, fetchResult, {
    shouldRetryOnError: false,
  });
  if (isLoading || (!data && !error)) return null;
  const balance = Number(data?.balance ?? 0);
  return Number.isFinite(balance) ? balance : 0;
}

/** Layouts refetch the wallet balance when they load (spec 4). */
export function useWalletRefresh(): void {
  const token = useAtomValue(sessionTokenAtom);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (token) void mutate(API.wallet);
  }, [token, mutate]);
}
