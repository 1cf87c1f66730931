/** The last pots that dropped (GET jackpot/historyList): who won, how much, why, when. */
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { JackpotDrops as Drops } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { formatDateTime } from "../coins/money";
import { SPIN_API } from "./spinApi";

const SHOWN = 5;

export function JackpotDrops() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const { data } = useSWR<Drops>(SPIN_API.drops, fetchResult, { refreshInterval: 30_000 });
  if (!data) return null;
  return (
    <div className="jp-drops">
      <h3 className="jp-drops__title">{t("spin.drops.title")}</h3>
      {data.docs.length === 0 ? (
        <p className="jp-drops__empty">{t("spin.drops.empty")}</p>
      ) : (
        <ul className="jp-drops__list">
          {data.docs.slice(0, SHOWN).map((drop) => (
            <li key={`${drop.at}:${drop.userName}`}>
              <span className="jp-drops__who">{drop.userName}</span>
              <span className="jp-drops__amount">{t("spin.coins", { amount: formatCoins(drop.amount, lang) })}</span>
              <span className="jp-drops__when">
                <time dateTime={drop.at}>{formatDateTime(drop.at, lang)}</time> · {t(`spin.drops.why.${drop.dropped}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
