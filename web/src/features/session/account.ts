import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import useSWR, { useSWRConfig } from "swr";
import { API, fetchResult } from "../../lib/api";
import { dropSessionAtom, sessionTokenAtom } from "./session";

/** GET user/view-profile (spec section 7). Not yet in @arena/contracts. */
export interface UserProfile {
  _id: string;
  profilePic?: string | null;
  fullName?: string | null;
  userName?: string | null;
  email?: string | null;
  userType?: string | null;
  refferalCodeCheck?: boolean | null;
}

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
