import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import type { LotteryDrawView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins } from "../../lib/numbers";
import { isLoggedInAtom } from "../../platform/session";
import { MyTickets } from "./MyTickets";
import { VerifyDraw } from "./VerifyDraw";

/** The last draws drawn or cancelled: winning numbers, each rank's winners and prize, my tickets, the proof. */
export function PastDraws({ draws }: { draws: LotteryDrawView[] }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <section className="lt-section" aria-labelledby="lt-past">
      <h2 id="lt-past" className="lt-section__title">
        {t("lottery.past.title")}
      </h2>
      {draws.length === 0 && <p className="lt-hint">{t("lottery.past.none")}</p>}
      {draws.map((draw) => (
        <article key={draw._id} className="lt-card" aria-labelledby={`lt-past-${draw._id}`} data-draw={draw._id}>
          <header className="lt-card__head">
            <h3 id={`lt-past-${draw._id}`} className="lt-card__title">
              {draw.title}
            </h3>
            <span className={`lt-status lt-status--${draw.status}`}>{t(`lottery.status.${draw.status}`)}</span>
          </header>
          <p className="lt-hint">{new Date(draw.drawnAt ?? draw.drawAt).toLocaleString(lang)}</p>
          {draw.status === "cancelled" ? (
            <p className="lt-hint">{t("lottery.past.cancelled")}</p>
          ) : (
            <>
              {draw.winning && (
                <div className="lt-winning">
                  <span className="lt-sub">{t("lottery.past.winning")}</span>
                  <ol className="lt-balls" data-testid="winning-numbers">
                    {draw.winning.map((n) => (
                      <li key={n} className="lt-ball lt-ball--won">
                        {n}
                      </li>
                    ))}
                  </ol>
                </div>
              )}
              {draw.results && (
                <ul className="lt-ranks" aria-label={t("lottery.past.winners")}>
                  {draw.results.map((r) => (
                    <li key={r.matches}>
                      <span>{t("lottery.past.rank", { matches: r.matches })}</span>
                      <span>{t("lottery.past.each", { count: r.winners, amount: t("lottery.coins", { amount: formatCoins(r.prizeEach, lang) }) })}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          {loggedIn && <MyTickets drawId={draw._id} />}
          <VerifyDraw draw={draw} />
        </article>
      ))}
    </section>
  );
}
