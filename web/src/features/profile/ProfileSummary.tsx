import type { ReactNode } from "react";
import { useSetAtom } from "jotai";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type Profile } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatTokenAmount, formatTokenAmountExact } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { walletModalOpenAtom } from "../../shell/panels";
import { chainName, nativeSymbol } from "../wallet/chains";
import { shortAddress } from "../wallet/siwe";
import { useChainBalance } from "../wallet/useChainBalance";
import { Avatar } from "./Avatar";

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.codeCopied);
  } catch {
    toast.error(messages.somethingWentWrong);
  }
}

/** The profile card: avatar, names, contact, referral code (copy) and the wallet address. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const openWallet = useSetAtom(walletModalOpenAtom);
  const phone = profile.mobileNumber ? `${profile.countryCode ?? ""} ${profile.mobileNumber}`.trim() : null;
  return (
    <section className="profile-card" aria-labelledby="profile-card-name">
      <div className="profile-card__who">
        <Avatar src={profile.profilePic} name={profile.fullName || profile.userName} size="large" />
        <div className="profile-card__names">
          <h2 id="profile-card-name" className="profile-card__name">
            {profile.fullName || profile.userName}
          </h2>
          <p className="profile-card__user">@{profile.userName}</p>
          {profile.userType === "ADMIN" && <span className="badge badge--admin">{t("profile.admin")}</span>}
        </div>
      </div>
      <dl className="profile-card__facts">
        <Fact icon="mail" label={t("auth.email")}>
          {profile.email}
        </Fact>
        <Fact icon="phone" label={t("auth.phone")}>
          {phone ?? <span className="profile-card__none">{t("profile.notSet")}</span>}
        </Fact>
        <Fact icon="gift" label={t("profile.myReferralCode")}>
          {profile.referralCode ? (
            <span className="profile-card__code">
              <code>{profile.referralCode}</code>
              <button
                type="button"
                className="icon-btn icon-btn--small"
                aria-label={t("profile.copyCode")}
                title={t("profile.copyCode")}
                onClick={() => void copy(profile.referralCode ?? "")}
              >
                <Icon name="copy" size={16} />
              </button>
            </span>
          ) : (
            <span className="profile-card__none">{t("profile.notSet")}</span>
          )}
        </Fact>
        <Fact icon="wallet" label={t("profile.wallet")}>
          {profile.walletAddress ? (
            <>
              <code title={profile.walletAddress}>{shortAddress(profile.walletAddress)}</code>
              <WalletBalanceLine address={profile.walletAddress} />
            </>
          ) : (
            <button type="button" className="field__link" onClick={() => openWallet(true)}>
              {t("wallet.connect")}
            </button>
          )}
        </Fact>
      </dl>
    </section>
  );
}

/**
 * The linked address's balance in the chain's own coin, as the browser wallet reads it (3 decimals; all 18 in
 * the tooltip). Nothing without a browser wallet; a hint when the wallet is on another account.
 */
function WalletBalanceLine({ address }: { address: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const view = useChainBalance(address);
  if (view.state === "none") return null;
  if (view.state === "loading") {
    return (
      <span className="profile-card__balance" role="status" aria-label={t("profile.walletBalanceLoading")} title={t("profile.walletBalanceLoading")}>
        ...
      </span>
    );
  }
  if (view.state === "error") {
    return (
      <span className="profile-card__balance profile-card__none" role="alert">
        {t("profile.walletBalanceError")}{" "}
        <button type="button" className="field__link" onClick={view.retry}>
          {t("status.retry")}
        </button>
      </span>
    );
  }
  if (view.state === "otherAccount") return <span className="profile-card__balance profile-card__none">{t("profile.walletOtherAccount")}</span>;
  const symbol = nativeSymbol(view.chainId) ?? t("profile.walletNativeCoin");
  const chain = chainName(view.chainId) ?? t("profile.walletChainId", { id: view.chainId });
  return (
    <span className="profile-card__balance" data-testid="wallet-chain-balance">
      <span className="visually-hidden">{t("profile.walletBalance")}: </span>
      <span title={`${formatTokenAmountExact(view.wei, lang)} ${symbol}`}>
        {formatTokenAmount(view.wei, lang)} {symbol}
      </span>{" "}
      <span className="profile-card__chain">{t("profile.walletBalanceOn", { chain })}</span>
    </span>
  );
}

function Fact({ icon, label, children }: { icon: "mail" | "phone" | "gift" | "wallet"; label: string; children: ReactNode }) {
  return (
    <div className="profile-card__fact">
      <dt>
        <Icon name={icon} size={16} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
