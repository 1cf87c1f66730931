/**
 * The round just settled, as the server settled it: each hand's cards, total, outcome and what it paid back, the
 * insurance, the dealer's hand, and the round's stake, payout and net. Stays until the next bet; links to the round's
 * check on /fairness once the seed is revealed.
 */
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { toCoins, toMinor, type BlackjackRoomView } from "@arena/contracts";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { Icon } from "../../../shell/Icon";
import { roundCheckPath } from "../api";
import { cardsInWords, cardsShort } from "../cards";
import { handNet } from "../view";
import { useTotalWords } from "./HandLabels";

interface RoundResultProps {
  view: BlackjackRoomView;
  /** The round was played out for you (you left it). */
  playedOut: boolean;
  /** The server seed is revealed: the round can be checked. */
  checkable: boolean;
}

export function RoundResult({ view, playedOut, checkable }: RoundResultProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => formatCoins(n, lang);
  const signed = (n: number) => (n > 0 ? `+${coins(n)}` : n < 0 ? `−${coins(-n)}` : coins(0));
  const totalWords = useTotalWords();
  const many = view.hands.length > 1;
  const insurancePaid = toCoins(toMinor(view.paid) - view.hands.reduce((sum, h) => sum + toMinor(h.paid), 0));
  const verdict = view.net > 0 ? "won" : view.net < 0 ? "lost" : "even";
  return (
    <section className={`bj-card bj-result bj-result--${verdict}`} aria-labelledby="bj-result-title">
      <h2 id="bj-result-title" className="bj-card__title">
        <Icon name="trophy" size={18} />
        {t("blackjack.result.title")}
      </h2>
      <p className="bj-result__verdict" role="status">
        {t(`blackjack.result.${verdict}`, { amount: coins(Math.abs(view.net)) })}
      </p>
      {playedOut && <p className="bj-result__note">{t("blackjack.result.playedOut")}</p>}
      <ul className="bj-result__lines">
        <li className="bj-result__line">
          <span className="bj-result__who">{t("blackjack.table.dealer")}</span>
          <span className="bj-result__cards" aria-hidden="true">
            {cardsShort(view.dealer)}
          </span>
          <span className="visually-hidden">{cardsInWords(view.dealer, t)}</span>
          <span className="bj-result__total">{totalWords(view.dealerTotal, false)}</span>
        </li>
        {view.hands.map((hand, i) => (
          <li key={i} className={`bj-result__line bj-result__line--${hand.outcome}`}>
            <span className="bj-result__who">{many ? t("blackjack.table.handN", { n: i + 1 }) : t("blackjack.table.yourHand")}</span>
            <span className="bj-result__cards" aria-hidden="true">
              {cardsShort(hand.cards)}
            </span>
            <span className="visually-hidden">{cardsInWords(hand.cards, t)}</span>
            <span className="bj-result__total">{totalWords(hand.total, hand.soft)}</span>
            <span className="bj-result__outcome">{hand.outcome ? t(`blackjack.outcome.${hand.outcome}`) : ""}</span>
            <span className="bj-result__net">
              {t("blackjack.result.handLine", { bet: coins(hand.bet), paid: coins(hand.paid) })} <strong>{signed(handNet(hand))}</strong>
            </span>
          </li>
        ))}
        {view.insurance > 0 && (
          <li className="bj-result__line">
            <span className="bj-result__who">{t("blackjack.result.insurance")}</span>
            <span className="bj-result__net">
              {t("blackjack.result.handLine", { bet: coins(view.insurance), paid: coins(Math.max(0, insurancePaid)) })}{" "}
              <strong>{signed(toCoins(toMinor(Math.max(0, insurancePaid)) - toMinor(view.insurance)))}</strong>
            </span>
          </li>
        )}
      </ul>
      <dl className="bj-result__totals">
        <div>
          <dt>{t("blackjack.result.staked")}</dt>
          <dd>{coins(view.staked)} COIN</dd>
        </div>
        <div>
          <dt>{t("blackjack.result.paid")}</dt>
          <dd>{coins(view.paid)} COIN</dd>
        </div>
        <div>
          <dt>{t("blackjack.result.net")}</dt>
          <dd className="bj-result__netTotal">{signed(view.net)} COIN</dd>
        </div>
      </dl>
      {checkable && view.gameId && (
        <Link className="btn btn--ghost bj-result__check" to={roundCheckPath(view.gameId)} target="_blank" rel="noopener">
          <Icon name="shield" size={18} />
          {t("blackjack.result.verify")}
          <Icon name="external" size={16} />
          <span className="visually-hidden">{t("table.fair.newTab")}</span>
        </Link>
      )}
    </section>
  );
}
