/**
 * The table's rules as published by the server (GET blackjack/betAmountList: the bet steps, the rules and their RTP),
 * in a panel that folds away: open for a visitor and until a player's first bet, one click away after it.
 */
import { useTranslation } from "react-i18next";
import { BLACKJACK_DECISION_SECONDS, type BlackjackBetList } from "@arena/contracts";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { currentLanguage } from "../../i18n";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";

interface RulesPanelProps {
  rules: BlackjackBetList | undefined;
  error: unknown;
  onRetry: () => void;
  open: boolean;
  onToggle: (open: boolean) => void;
}

export function RulesPanel({ rules, error, onRetry, open, onToggle }: RulesPanelProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  return (
    <details className="bj-rules" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className="bj-rules__summary">
        <Icon name="document" size={18} />
        <span>{t("blackjack.rules.title")}</span>
        <Icon name="chevronDown" size={18} className="bj-rules__chevron" />
      </summary>
      <div className="bj-rules__body">
        {rules ? (
          <>
            <ul className="bj-rules__list">
              <li>{t("blackjack.rules.decks", { count: rules.rules.decks })}</li>
              <li>{t(rules.rules.dealerStandsOnSoft17 ? "blackjack.rules.s17" : "blackjack.rules.h17")}</li>
              <li>{t("blackjack.rules.blackjackPays", { odds: rules.rules.blackjackPays })}</li>
              <li>{t("blackjack.rules.insurance", { odds: rules.rules.insurancePays })}</li>
              <li>{t("blackjack.rules.peek")}</li>
              <li>{t(rules.rules.doubleAfterSplit ? "blackjack.rules.doubleAfterSplit" : "blackjack.rules.doubleNoSplit")}</li>
              <li>{t("blackjack.rules.split", { count: rules.rules.maxHands })}</li>
              <li>{t(rules.rules.resplitAces ? "blackjack.rules.resplitAces" : "blackjack.rules.splitAces")}</li>
              <li>{t("blackjack.rules.noSurrender")}</li>
              <li>{t("blackjack.rules.clock", { count: BLACKJACK_DECISION_SECONDS })}</li>
              <li>{t("blackjack.rules.back")}</li>
            </ul>
            <dl className="bj-rules__facts">
              <div>
                <dt>{t("blackjack.rules.rtp")}</dt>
                <dd>{t("blackjack.rules.rtpValue", { rtp: formatNumber(rules.rtp, lang) })}</dd>
              </div>
              <div>
                <dt>{t("blackjack.rules.bets")}</dt>
                <dd>{rules.betAmountList.map((b) => formatCoins(b, lang)).join(" · ")} COIN</dd>
              </div>
            </dl>
            <p className="bj-rules__note">{t("blackjack.rules.rtpNote")}</p>
          </>
        ) : error ? (
          <LoadError compact onRetry={onRetry} />
        ) : (
          <div aria-busy="true">
            <span className="visually-hidden">{t("status.loading")}</span>
            <SkeletonLines lines={5} />
          </div>
        )}
      </div>
    </details>
  );
}
