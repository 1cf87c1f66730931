/**
 * /lottery (public): the draws on sale with their countdowns, terms, pool and the number picker; the player's tickets;
 * past draws with winning numbers, each rank's winners and a check of the draw in the browser. Visitors see it all and
 * are asked to log in to buy.
 */
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { lotteryBoardSchema } from "@arena/contracts";
import { fetchResult } from "../../lib/api";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { DrawCard } from "./DrawCard";
import { BOARD_REFRESH_MS, LOTTERY_API } from "./lotteryApi";
import { PastDraws } from "./PastDraws";
import "./lottery.css";

type Board = z.infer<typeof lotteryBoardSchema>;

export function LotteryPage() {
  const { t } = useTranslation();
  const board = useSWR<Board>(LOTTERY_API.board, fetchResult, { refreshInterval: BOARD_REFRESH_MS });
  return (
    <div className="lottery">
      <header className="lt-head">
        <h1 className="lt-title">{t("lottery.title")}</h1>
        <p className="lt-hint">{t("lottery.lead")}</p>
      </header>
      {board.error && !board.data ? (
        <LoadError onRetry={() => void board.mutate()} />
      ) : !board.data ? (
        <SkeletonLines lines={6} />
      ) : (
        <>
          <section className="lt-section" aria-labelledby="lt-open">
            <h2 id="lt-open" className="lt-section__title">
              {t("lottery.open")}
            </h2>
            {board.data.upcoming.length === 0 && <p className="lt-hint">{t("lottery.none")}</p>}
            {board.data.upcoming.map((draw) => (
              <DrawCard key={draw._id} draw={draw} />
            ))}
          </section>
          <PastDraws draws={board.data.past} />
        </>
      )}
    </div>
  );
}
