import { useEffect } from "react";
import useSWR from "swr";
import { browserWallet } from "./browserWallet";
import { WALLET_POLL_MS, readChainBalance, type ChainBalance } from "./walletAccount";

export type ChainBalanceView =
  /** No browser wallet on this device, or no address to read: nothing to show. */
  | { state: "none" }
  | { state: "loading" }
  | { state: "error"; retry: () => void }
  | ChainBalance;

/**
 * The linked address's balance in the chain's own coin, read from the injected wallet (never from us: it is the
 * player's own money, outside the platform). Read again every WALLET_POLL_MS and at once when the wallet switches
 * account or chain.
 */
export function useChainBalance(address: string | null): ChainBalanceView {
  const wallet = browserWallet();
  const watched = wallet && address ? address.toLowerCase() : null;
  const { data, error, mutate } = useSWR(
    watched ? ["wallet-chain-balance", watched] : null,
    () => readChainBalance(wallet!, watched!),
    { refreshInterval: WALLET_POLL_MS, shouldRetryOnError: false },
  );

  useEffect(() => {
    if (!wallet?.on || !watched) return;
    const refresh = () => void mutate();
    wallet.on("accountsChanged", refresh);
    wallet.on("chainChanged", refresh);
    return () => {
      wallet.removeListener?.("accountsChanged", refresh);
      wallet.removeListener?.("chainChanged", refresh);
    };
  }, [wallet, watched, mutate]);

  if (!watched) return { state: "none" };
  if (data) return data;
  if (error) return { state: "error", retry: () => void mutate() };
  return { state: "loading" };
}
