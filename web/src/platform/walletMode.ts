import { atom } from "jotai";
import type { WalletCurrency } from "@arena/contracts";
import { STORAGE, readLocal, writeLocal } from "../lib/storage";

const storedMode = (): WalletCurrency => (readLocal(STORAGE.walletMode) === "FREE" ? "FREE" : "COIN");

const modeAtom = atom<WalletCurrency>(storedMode());
// Another tab switching modes switches this one too, so two tabs never show different coins.
modeAtom.onMount = (set) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE.walletMode || event.key === null) set(storedMode());
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
};

/**
 * The coins the whole site shows and plays with: COIN (real coins) or FREE (freeplay: play money), kept in
 * localStorage `walletMode`. Every wallet call passes it as `currency`.
 */
export const walletModeAtom = atom(
  (get) => get(modeAtom),
  (_get, set, mode: WalletCurrency) => {
    writeLocal(STORAGE.walletMode, mode);
    set(modeAtom, mode);
  },
);

export const isFreeplayAtom = atom((get) => get(walletModeAtom) === "FREE");
