import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { derbyMyBetSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { DERBY_API } from "./derbyApi";

export type MyBet = z.infer<typeof derbyMyBetSchema>;

/** The signed-in player's bets on one race (GET derby/myBets?eventId), with what each returned once raced. */
export function MyBets({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const mine = useSWR<{ docs: MyBet[] }>(DERBY_API.myBets(eventId), fetchResult);
  const coins = (n: number) => t("derby.coins", { amount: formatCoins(n, lang) });
  return (
    <section className="dby-mine" aria-labelledby={`dby-mine-${eventId}`}>
      <h3 id={`dby-mine-${eventId}`} className="dby-sub">
        {t("derby.mine.title")}
      </h3>
      {mine.error && !mine.data ? (
        <LoadError compact onRetry={() => void mine.mutate()} />
      ) : !mine.data ? (
        <SkeletonLines lines={2} />
      ) : mine.data.docs.length === 0 ? (
        <p className="dby-hint">{t("derby.mine.none")}</p>
      ) : (
        <ul className="dby-list" data-testid="my-bets">
          {mine.data.docs.map((bet) => (
            <li key={bet._id} data-payout={bet.payout ?? undefined}>
              {t("derby.mine.row", { pool: t(`derby.pools.${bet.pool}`), horse: bet.horseName, amount: coins(bet.amount) })}
              {bet.payout !== null && <span className="dby-tag"> · {t("derby.mine.payout", { amount: coins(bet.payout) })}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
