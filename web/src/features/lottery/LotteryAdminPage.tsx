/**
 * /lottery-admin: every draw on the board (GET getLottery: on sale, waiting, and the last ten past) with a cancel for
 * those not drawn yet (POST admin/lottery/draws/:id/cancel: every ticket refunded; audited), and the form that opens one.
 */
import { useState } from "react";
import toast from "react-hot-toast";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, type LotteryDrawView, type lotteryBoardSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult, request } from "../../lib/api";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { Dialog } from "../../shell/Dialog";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { LOTTERY_API } from "./lotteryApi";
import { NewDrawForm } from "./NewDrawForm";
import "../admin/admin.css";
import "./lottery.css";

type Board = z.infer<typeof lotteryBoardSchema>;

export function LotteryAdminPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const board = useSWR<Board>(LOTTERY_API.board, fetchResult, { refreshInterval: 5_000 });
  const [cancelling, setCancelling] = useState<LotteryDrawView | null>(null);
  const [busy, setBusy] = useState(false);
  const draws = board.data ? [...board.data.upcoming, ...board.data.past] : [];

  const cancel = async (draw: LotteryDrawView) => {
    setBusy(true);
    const answer = await request(LOTTERY_API.cancel(draw._id), { method: "POST" });
    setBusy(false);
    setCancelling(null);
    if (answer.responseCode === 200) toast.success(answer.responseMessage);
    else toast.error(answer.responseMessage || messages.somethingWentWrong);
    void board.mutate();
  };

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("lottery.admin.title")}</h1>
          <p className="admin-page__lead">{t("lottery.admin.lead")}</p>
        </div>
      </header>
      <section className="lt-card" aria-labelledby="lt-admin-list">
        <h2 id="lt-admin-list" className="lt-card__title">
          {t("lottery.admin.list")}
        </h2>
        {board.error && !board.data ? (
          <LoadError compact onRetry={() => void board.mutate()} />
        ) : !board.data ? (
          <SkeletonLines lines={4} />
        ) : draws.length === 0 ? (
          <p className="lt-hint">{t("lottery.none")}</p>
        ) : (
          <ul className="lt-tickets">
            {draws.map((draw) => (
              <li key={draw._id} data-draw={draw._id}>
                <span className="lt-basket__numbers">{draw.title}</span>
                <span className={`lt-status lt-status--${draw.status}`}>{t(`lottery.status.${draw.status}`)}</span>
                <span className="lt-tag">
                  {t("lottery.terms", { pick: draw.pick, of: draw.of })} · {t("lottery.figures.sold")}: {formatNumber(draw.ticketsSold, lang)} · {t("lottery.figures.pool")}:{" "}
                  {t("lottery.coins", { amount: formatCoins(draw.prizePool, lang) })} · {new Date(draw.drawAt).toLocaleString(lang)}
                </span>
                {(draw.status === "open" || draw.status === "closed") && (
                  <button type="button" className="btn btn--outline btn--small" onClick={() => setCancelling(draw)}>
                    {t("lottery.admin.cancel")}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="lt-card" aria-labelledby="lt-admin-new">
        <h2 id="lt-admin-new" className="lt-card__title">
          {t("lottery.admin.new")}
        </h2>
        <NewDrawForm onOpened={() => void board.mutate()} />
      </section>
      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)} title={t("lottery.admin.cancel")} size="small">
        <p>{cancelling && t("lottery.admin.cancelConfirm", { title: cancelling.title })}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setCancelling(null)}>
            {t("shell.cancel")}
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => cancelling && void cancel(cancelling)}>
            {t("lottery.admin.cancel")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
