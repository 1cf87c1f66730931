/**
 * The last hand at this table (game:result): how it ended, each seat's outcome with the cards shown at the end and
 * their category, each seat's net after the house's commission, and the check link of the hand.
 */
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../shell/Icon";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { YouTag } from "../../table/SeatMarks";
import { CardLine } from "../CardLine";
import { signedCoins, verdictOf, type HandSummary } from "../result";
import { handCheckPath } from "./history";

export function HandResultPanel({ summary, currency, myId }: { summary: HandSummary | null; currency: string; myId: string | null }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => formatCoins(n, lang);
  return (
    <section className="game-card flash-result" aria-labelledby="flash-result-title">
      <h2 className="game-card__title" id="flash-result-title">
        <Icon name="trophy" size={18} />
        {t("flash.result.title")}
      </h2>
      {!summary ? (
        <p className="flash-result__empty">{t("flash.result.none")}</p>
      ) : (
        <>
          <p className={`flash-result__verdict flash-result__verdict--${verdictOf(summary)}`} role="status">
            {verdictLine(summary, coins, currency, t)}
          </p>
          {summary.reason && <p className="flash-result__reason">{t(`flash.result.reason.${summary.reason}`)}</p>}
          <ul className="flash-result__rows">
            {summary.rows.map((row) => (
              <li key={row.seat} className={`flash-result__row flash-result__row--${row.outcome}`}>
                <span className="flash-result__who">
                  <span className="flash-result__name">
                    {row.nickname}
                    {row.uid === myId && !row.isBot && <YouTag />}
                  </span>
                  <span className="flash-result__sub">
                    {t(`flash.result.outcome.${row.outcome}`)}
                    {row.hand && ` · ${t(`flash.hands.${row.hand}`)}`}
                  </span>
                </span>
                {row.cards.length === 3 && <CardLine cards={row.cards} />}
                <span className="flash-result__amounts">
                  <span className={`flash-result__net ${row.net > 0 ? "flash-result__net--up" : row.net < 0 ? "flash-result__net--down" : ""}`}>
                    {signedCoins(row.net, coins)} <span className="flash-result__unit">{currency}</span>
                  </span>
                  {row.commission > 0 && <span className="flash-result__cut">{t("flash.result.commission", { amount: coins(row.commission) })}</span>}
                </span>
              </li>
            ))}
          </ul>
          <Link className="btn btn--outline btn--block" to={handCheckPath(summary.gameId)} target="_blank" rel="noopener">
            <Icon name="shield" size={18} />
            {t("flash.result.check")}
            <Icon name="external" size={16} />
            <span className="visually-hidden">{t("table.fair.newTab")}</span>
          </Link>
        </>
      )}
    </section>
  );
}

type T = ReturnType<typeof useTranslation>["t"];

function verdictLine(summary: HandSummary, coins: (n: number) => string, currency: string, t: T): string {
  const mine = summary.mine;
  if (mine?.outcome === "won") return t("flash.result.youWon", { amount: `${coins(mine.net)} ${currency}` });
  if (mine?.outcome === "lost") return t("flash.result.youLost", { amount: `${coins(-mine.net)} ${currency}` });
  if (mine?.outcome === "packed") return t("flash.result.youPacked", { amount: `${coins(-mine.net)} ${currency}` });
  const names = summary.winners.map((w) => w.nickname).join(", ");
  return t("flash.result.theyWon", { name: names, count: summary.winners.length });
}
