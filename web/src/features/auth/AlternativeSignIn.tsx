import { useState } from "react";
import { useSetAtom } from "jotai";
import useSWR from "swr";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages } from "@arena/contracts";
import { API, fetchResult } from "../../lib/api";
import { Icon } from "../../shell/Icon";
import { walletModalOpenAtom } from "../../shell/panels";
import { closeAuthAtom } from "./authFlow";
import { referralFields, referralQuery } from "./referral";

interface SocialProvider {
  id: string;
  name: string;
}

/** "or": the social providers the server offers, and the wallet connection. */
export function AlternativeSignIn() {
  const { t } = useTranslation();
  const closeAuth = useSetAtom(closeAuthAtom);
  const openWallet = useSetAtom(walletModalOpenAtom);
  const { data } = useSWR<{ providers?: SocialProvider[] }>(API.socialProviders, fetchResult, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const [leaving, setLeaving] = useState<string | null>(null);

  const startSocial = async (provider: SocialProvider) => {
    setLeaving(provider.id);
    try {
      const query = referralQuery(await referralFields());
      window.location.assign(API.socialStart(provider.id, query));
    } catch {
      setLeaving(null);
      toast.error(messages.somethingWentWrong);
    }
  };

  return (
    <div className="auth-alt">
      <p className="auth-alt__divider">
        <span>{t("auth.or")}</span>
      </p>
      {(data?.providers ?? []).map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="btn btn--ghost btn--large btn--block"
          disabled={leaving !== null}
          onClick={() => void startSocial(provider)}
        >
          <Icon name="globe" size={18} />
          {leaving === provider.id ? t("auth.redirecting") : t("auth.continueWith", { name: provider.name })}
        </button>
      ))}
      <button
        type="button"
        className="btn btn--ghost btn--large btn--block"
        onClick={() => {
          closeAuth();
          openWallet(true);
        }}
      >
        <Icon name="wallet" size={18} />
        {t("wallet.connect")}
      </button>
    </div>
  );
}
