import { useId } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../i18n";
import { formatNumber } from "../../../lib/numbers";
import { Icon } from "../../../shell/Icon";
import { formatDateTime } from "../../coins/money";
import type { FraudAction } from "./FraudActionDialogs";
import { blockable, evidenceLines, holdAction, joinNames, userManagementLink, type FraudSignal } from "./fraudEvidence";

interface FraudSignalCardProps {
  signal: FraudSignal;
  onAction: (action: FraudAction) => void;
}

/**
 * One signal: its kind in words with what it means, the accounts (each a link to User Management), the evidence in
 * sentences, score and dates, the review's note, and Review, Hold / Release withdrawals and Block.
 */
export function FraudSignalCard({ signal, onAction }: FraudSignalCardProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const id = useId();
  const kind = t(`adminFraud.kinds.${signal.kind}`);
  const game = (code: string) => (i18n.exists(`adminFraud.games.${code}`) ? t(`adminFraud.games.${code}`) : code);
  const lines = evidenceLines(signal, { game });
  const names = joinNames(signal.accounts.map((a) => (a.userName ? `@${a.userName}` : a.userId)), lang);
  const hold = holdAction(signal.accounts);
  const toBlock = blockable(signal.accounts);
  const shown = (values: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "number" && key !== "count" ? formatNumber(value, lang) : value]));

  return (
    <article className={`fraud-card fraud-card--${signal.status}`} aria-labelledby={`${id}-title`}>
      <header className="fraud-card__head">
        <h2 id={`${id}-title`} className="fraud-card__kind">
          <Icon name="shield" size={18} className="fraud-card__icon" />
          <span>{kind}</span>
        </h2>
        <span className="fraud-card__tags">
          <span className={`tag ${signal.status === "open" ? "tag--pending" : "tag--success"}`}>{t(`adminFraud.status.${signal.status}`)}</span>
        </span>
        <p className="fraud-card__help">{t(`adminFraud.help.${signal.kind}`)}</p>
      </header>

      <div className="fraud-card__body">
        <section className="fraud-card__section" aria-labelledby={`${id}-accounts`}>
          <h3 id={`${id}-accounts`} className="fraud-card__label">
            {t("adminFraud.card.accounts")}
          </h3>
          <ul className="fraud-accounts">
            {signal.accounts.map((account) => {
              const name = account.userName ? `@${account.userName}` : account.userId;
              return (
                <li key={account.userId} className="fraud-accounts__item">
                  <Link to={userManagementLink(account)} className="fraud-accounts__link" aria-label={t("adminFraud.card.openAccount", { name })}>
                    {name}
                  </Link>
                  {account.email && <span className="fraud-accounts__email">{account.email}</span>}
                  {account.status === "BLOCKED" && <span className="tag tag--blocked">{t("adminFraud.card.blocked")}</span>}
                  {account.withdrawalsHeld && <span className="tag tag--pending">{t("adminFraud.card.held")}</span>}
                </li>
              );
            })}
          </ul>
        </section>

        <section className="fraud-card__section" aria-labelledby={`${id}-evidence`}>
          <h3 id={`${id}-evidence`} className="fraud-card__label">
            {t("adminFraud.evidence.title")}
          </h3>
          <ul className="fraud-evidence">
            {lines.map((line) => (
              <li key={line.key}>{t(`adminFraud.evidence.${line.key}`, shown(line.values))}</li>
            ))}
          </ul>
        </section>
      </div>

      <dl className="fraud-card__facts">
        <div>
          <dt>{t("adminFraud.card.score")}</dt>
          <dd>
            <span className="fraud-card__score">{formatNumber(signal.score, lang)}</span>
          </dd>
        </div>
        <div>
          <dt>{t("adminFraud.card.firstSeen")}</dt>
          <dd>
            <time dateTime={signal.firstSeenAt}>{formatDateTime(signal.firstSeenAt, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("adminFraud.card.lastSeen")}</dt>
          <dd>
            <time dateTime={signal.lastSeenAt}>{formatDateTime(signal.lastSeenAt, lang)}</time>
          </dd>
        </div>
      </dl>

      {signal.note && (
        <section className="fraud-card__note" aria-labelledby={`${id}-note`}>
          <h3 id={`${id}-note`} className="fraud-card__label">
            {t("adminFraud.card.note")}
            {signal.reviewedAt && <span className="fraud-card__reviewed"> · {t("adminFraud.card.reviewed", { date: formatDateTime(signal.reviewedAt, lang) })}</span>}
          </h3>
          <p>{signal.note}</p>
        </section>
      )}

      <div className="fraud-card__actions">
        {signal.status === "open" && (
          <button type="button" className="btn btn--primary" onClick={() => onAction({ signal, action: "review" })}>
            <Icon name="check" size={18} />
            {t("adminFraud.actions.review")}
            <span className="visually-hidden"> {t("adminFraud.actions.reviewFor", { kind, names })}</span>
          </button>
        )}
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => onAction({ signal, action: hold })}
        >
          <Icon name={hold === "hold" ? "lock" : "wallet"} size={18} />
          {t(`adminFraud.actions.${hold}`)}
          <span className="visually-hidden"> {t(`adminFraud.actions.${hold}For`, { names })}</span>
        </button>
        {toBlock.length > 0 && (
          <button
            type="button"
            className="btn btn--danger-soft"
            onClick={() => onAction({ signal, action: "block" })}
          >
            <Icon name="alert" size={18} />
            {t("adminFraud.actions.block")}
            <span className="visually-hidden">{t("adminFraud.actions.blockFor", { names: joinNames(toBlock.map((a) => (a.userName ? `@${a.userName}` : a.userId)), lang) })}</span>
          </button>
        )}
      </div>
    </article>
  );
}
