import { useState } from "react";
import { useAtom, useAtomValue } from "jotai";
import { Link } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages } from "@arena/contracts";
import { STORAGE, writeLocal } from "../../lib/storage";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";
import { walletModalOpenAtom } from "../../shell/panels";
import { useSignIn } from "../auth/useSignIn";
import { isLoggedInAtom } from "../../platform/session";
import { WalletStepError, browserWallet, signInWithWallet, walletErrorMessage } from "./browserWallet";
import "./wallet.css";

export const METAMASK_URL = "https://metamask.io/download/";

/** Wallet connect (spec 2, "Modals"): the browser wallet option and a learn-how-to-connect link. */
export function WalletConnectModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(walletModalOpenAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const signIn = useSignIn();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  const close = () => {
    setOpen(false);
    setMissing(false);
  };

  const connect = async () => {
    const wallet = browserWallet();
    if (!wallet) return setMissing(true);
    setBusy(true);
    try {
      const answer = await signInWithWallet(wallet);
      if (answer.responseCode !== 200 || !answer.result?.token) {
        toast.error(answer.responseMessage || messages.somethingWentWrong);
        return;
      }
      writeLocal(STORAGE.walletConnected, "true");
      close();
      signIn(answer.result.token);
    } catch (error) {
      toast.error(error instanceof WalletStepError ? t(`wallet.errors.${error.step}`) : walletErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t("wallet.title")} size="small">
      <p className="wallet-modal__intro">{t(loggedIn ? "wallet.introLinked" : "wallet.intro")}</p>
      <button type="button" className="wallet-option" onClick={() => void connect()} disabled={busy} aria-busy={busy}>
        <span className="wallet-option__icon">
          <Icon name="wallet" size={24} />
        </span>
        <span className="wallet-option__text">
          <strong>{t("wallet.browserWallet")}</strong>
          <span>{busy ? t("wallet.waiting") : t("wallet.browserWalletText")}</span>
        </span>
        {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="chevronDown" className="wallet-option__go" />}
      </button>

      {missing && (
        <div className="wallet-missing" role="alert">
          <p className="wallet-missing__title">{t("wallet.missingTitle")}</p>
          <p>{t("wallet.missingText")}</p>
          <a href={METAMASK_URL} target="_blank" rel="noopener" className="btn btn--outline">
            <Icon name="external" size={16} />
            {t("wallet.getMetaMask")}
            <span className="visually-hidden"> {t("shell.opensNewTab")}</span>
          </a>
        </div>
      )}

      <p className="wallet-modal__learn">
        {loggedIn ? (
          <Link to="/learnmore" onClick={close}>
            {t("wallet.learnHow")}
          </Link>
        ) : (
          <a href={METAMASK_URL} target="_blank" rel="noopener">
            {t("wallet.learnHowLoggedOut")}
            <span className="visually-hidden"> {t("shell.opensNewTab")}</span>
          </a>
        )}
      </p>
      <p className="wallet-modal__safety">
        <Icon name="shield" size={16} />
        {t("wallet.safety")}
      </p>
    </Dialog>
  );
}
