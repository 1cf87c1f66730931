import type { ReactNode } from "react";
import { useSetAtom } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { MAIN_CHAIN_ID } from "@arena/contracts";
import { Icon, type IconName } from "../../shell/Icon";
import { walletModalOpenAtom } from "../../shell/panels";
import { SUPPORTED_CHAINS } from "./chains";
import { METAMASK_URL } from "./WalletConnectModal";
import "./wallet.css";
import "./learnmore.css";

const STEPS = ["install", "open", "approve", "sign"] as const;
const CAN = ["proveOwner", "noFee", "noFunds"] as const;
const TIPS = ["seed", "domain", "official", "lock", "support"] as const;

/** /learnmore: how to connect a browser wallet (guarded, simple layout). */
export function LearnMorePage() {
  const { t } = useTranslation();
  const openWallet = useSetAtom(walletModalOpenAtom);
  return (
    <article className="learn">
      <header className="learn__header">
        <p className="learn__kicker">{t("learn.kicker")}</p>
        <h1 className="learn__title">{t("learn.title")}</h1>
        <p className="learn__lead">{t("learn.lead")}</p>
        <button type="button" className="btn btn--primary btn--large" onClick={() => openWallet(true)}>
          <Icon name="wallet" />
          {t("wallet.connect")}
        </button>
      </header>

      <Section icon="compass" title={t("learn.needTitle")}>
        <p>
          <Trans i18nKey="learn.needText" components={{ mm: <a href={METAMASK_URL} target="_blank" rel="noopener" /> }} />
        </p>
      </Section>

      <Section icon="list" title={t("learn.stepsTitle")}>
        <ol className="learn__steps">
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className="learn__step-no" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <strong>{t(`learn.steps.${step}.title`)}</strong>
                <p>{t(`learn.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section icon="globe" title={t("learn.networksTitle")}>
        <p>{t("learn.networksText", { id: MAIN_CHAIN_ID })}</p>
        <dl className="learn__main-net">
          <div>
            <dt>{t("learn.mainNetwork")}</dt>
            <dd>BNB Smart Chain ({t("learn.chainId")} {MAIN_CHAIN_ID})</dd>
          </div>
          <div>
            <dt>{t("learn.tokenLabel")}</dt>
            <dd>USDC</dd>
          </div>
          <div>
            <dt>{t("learn.currency")}</dt>
            <dd>USD</dd>
          </div>
        </dl>
        <ul className="learn__chains">
          {SUPPORTED_CHAINS.map((chain) => (
            <li key={chain.id} className={chain.main ? "learn__chain learn__chain--main" : "learn__chain"}>
              <span className="learn__chain-name">{chain.name ?? t("learn.chainNumber", { id: chain.id })}</span>
              <span className="learn__chain-id">
                {t("learn.chainId")} {chain.id}
              </span>
              {chain.main && <span className="badge badge--main">{t("learn.main")}</span>}
              {chain.testnet && <span className="badge badge--test">{t("learn.testnet")}</span>}
            </li>
          ))}
        </ul>
      </Section>

      <Section icon="lock" title={t("learn.signingTitle")}>
        <p>{t("learn.signingText")}</p>
        <ul className="learn__list">
          {CAN.map((item) => (
            <li key={item}>{t(`learn.signing.${item}`)}</li>
          ))}
        </ul>
      </Section>

      <Section icon="shield" title={t("learn.safetyTitle")}>
        <ul className="learn__list">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`learn.safety.${tip}`)}</li>
          ))}
        </ul>
      </Section>
    </article>
  );
}

function Section({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <section className="learn__section">
      <h2 className="learn__section-title">
        <span className="learn__section-icon">
          <Icon name={icon} size={20} />
        </span>
        {title}
      </h2>
      <div className="learn__section-body">{children}</div>
    </section>
  );
}
