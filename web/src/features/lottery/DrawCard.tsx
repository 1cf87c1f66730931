import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import type { LotteryDrawView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { isLoggedInAtom } from "../../platform/session";
import { BuyTickets } from "./BuyTickets";
import { Countdown } from "./Countdown";
import { MyTickets } from "./MyTickets";

/** Ranks with each one's share, and the house's (the server's terms: what a ticket can win). */
export function DrawTerms({ draw }: { draw: LotteryDrawView }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  return (
    <div className="lt-terms">
      <h3 className="lt-sub">{t("lottery.ranks.title")}</h3>
      <ul className="lt-ranks">
        {draw.ranks.map((r) => (
          <li key={r.matches}>
            <span>{t("lottery.ranks.row", { matches: r.matches })}</span>
            <span>{t("lottery.ranks.share", { percent: formatNumber(r.sharePercent, lang) })}</span>
          </li>
        ))}
      </ul>
      <p className="lt-hint">{t("lottery.ranks.house", { percent: formatNumber(draw.houseSharePercent, lang) })}</p>
    </div>
  );
}

/** An open (or closed, waiting) draw: its figures and countdowns, the picker while on sale, my tickets. */
export function DrawCard({ draw }: { draw: LotteryDrawView }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const titleId = `lt-draw-${draw._id}`;
  return (
    <article className="lt-card" aria-labelledby={titleId} data-draw={draw._id}>
      <header className="lt-card__head">
        <h2 id={titleId} className="lt-card__title">
          {draw.title}
        </h2>
        <span className={`lt-status lt-status--${draw.status}`}>{t(`lottery.status.${draw.status}`)}</span>
      </header>
      <p className="lt-hint">{t("lottery.terms", { pick: draw.pick, of: draw.of })}</p>
      <dl className="lt-figures">
        <div>
          <dt>{t("lottery.figures.price")}</dt>
          <dd>{t("lottery.coins", { amount: formatCoins(draw.ticketPrice, lang) })}</dd>
        </div>
        <div>
          <dt>{t("lottery.figures.pool")}</dt>
          <dd data-testid="prize-pool">{t("lottery.coins", { amount: formatCoins(draw.prizePool, lang) })}</dd>
        </div>
        <div>
          <dt>{t("lottery.figures.sold")}</dt>
          <dd data-testid="tickets-sold">{formatNumber(draw.ticketsSold, lang)}</dd>
        </div>
        {draw.status === "open" && (
          <div>
            <dt>{t("lottery.figures.closesIn")}</dt>
            <dd>
              <Countdown at={draw.salesCloseAt} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t("lottery.figures.drawIn")}</dt>
          <dd>
            <Countdown at={draw.drawAt} />
          </dd>
        </div>
      </dl>
      <p className="lt-hint">
        {t("lottery.figures.drawAt")}: {new Date(draw.drawAt).toLocaleString(lang)} · {t("lottery.figures.minTickets", { count: draw.minTickets })}
      </p>
      <DrawTerms draw={draw} />
      {draw.status === "open" && <BuyTickets draw={draw} />}
      {loggedIn && <MyTickets drawId={draw._id} />}
    </article>
  );
}
