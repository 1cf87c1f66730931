import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { browserWallet } from "../wallet/browserWallet";
import { watchOwnerAccount } from "../wallet/walletAccount";
import { useProfile } from "../../platform/account";
import { adminModeAtom, leaveAdminModeAtom } from "../../platform/session";

/**
 * Spec 4: the admin flag is removed "when the wallet account differs from the stored owner address". While admin
 * mode is on and the account has a linked wallet (the profile's walletAddress, the owner), the injected wallet
 * is watched (accountsChanged, and a poll every 15 s); another account ends admin mode: the flag goes, the side
 * menu switches back and a toast says why. The server checks the ADMIN role on every admin call regardless.
 */
export function useAdminFollowsWallet(): void {
  const { t } = useTranslation();
  const adminMode = useAtomValue(adminModeAtom);
  const leaveAdminMode = useSetAtom(leaveAdminModeAtom);
  const owner = useProfile().data?.walletAddress ?? null;

  useEffect(() => {
    const wallet = browserWallet();
    if (!adminMode || !owner || !wallet) return;
    return watchOwnerAccount(wallet, owner, () => {
      leaveAdminMode();
      toast(t("shell.adminModeWalletChanged"), { id: "admin-wallet-changed", icon: "🔒" });
    });
  }, [adminMode, owner, leaveAdminMode, t]);
}
