import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { lotteryTicketSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { LOTTERY_API } from "./lotteryApi";

type Ticket = z.infer<typeof lotteryTicketSchema>;

/** The signed-in player's tickets for one draw (GET lottery/myTickets?drawId), with what each matched and won once drawn. */
export function MyTickets({ drawId }: { drawId: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const mine = useSWR<{ docs: Ticket[] }>(LOTTERY_API.myTickets(drawId), fetchResult);
  const titleId = `lt-mine-${drawId}`;
  return (
    <section className="lt-mine" aria-labelledby={titleId}>
      <h3 id={titleId} className="lt-sub">
        {t("lottery.mine.title")}
      </h3>
      {mine.error && !mine.data ? (
        <LoadError compact onRetry={() => void mine.mutate()} />
      ) : !mine.data ? (
        <SkeletonLines lines={2} />
      ) : mine.data.docs.length === 0 ? (
        <p className="lt-hint">{t("lottery.mine.none")}</p>
      ) : (
        <ul className="lt-tickets" data-testid="my-tickets">
          {mine.data.docs.map((ticket) => (
            <li key={ticket._id}>
              <span className="lt-basket__numbers">{ticket.numbers.join(" · ")}</span>
              {ticket.quickPick && <span className="lt-tag">{t("lottery.mine.quick")}</span>}
              {ticket.matched !== null && (
                <span className="lt-tag">
                  {t("lottery.mine.matched", { count: ticket.matched })} ·{" "}
                  {ticket.prize ? t("lottery.mine.prize", { amount: t("lottery.coins", { amount: formatCoins(ticket.prize, lang) }) }) : t("lottery.mine.noPrize")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
