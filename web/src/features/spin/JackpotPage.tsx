/**
 * /jackpot, in its own layout: the wheel of the table in force with the pot, the spins left and the price beside it,
 * the Spin button (today's free spin if it is there, else a bought one; with none it offers to buy), the result when
 * the wheel rests, the table's odds and RTP, the player's seeds, their spins with proofs and the leaderboard. Coming
 * from the free-spin dialog (`state.freeSpin`), the free spin is spun at once.
 */
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { SpinStatusView, WheelTableView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { ClientSeedCard } from "./ClientSeedCard";
import { JackpotDrops } from "./JackpotDrops";
import { PurchaseDialog } from "./PurchaseDialog";
import { prizeWords } from "./prizeWords";
import { SpinHistory } from "./SpinHistory";
import { SpinLeaderboard } from "./SpinLeaderboard";
import { SpinResultDialog } from "./SpinResultDialog";
import { SPIN_API } from "./spinApi";
import { useSpinRound } from "./useSpinRound";
import { normalise } from "./wheel/geometry";
import { WheelOdds } from "./WheelOdds";
import "./jackpot.css";
import "./jackpot-cards.css";
import "./jackpot-dialogs.css";

// Pixi comes with the wheel itself: the page's figures and lists show while it loads.
const WheelCanvas = lazy(() => import("./wheel/WheelCanvas").then((m) => ({ default: m.WheelCanvas })));

/** How often the pot is asked for again while the page is open (other players' spins feed it). */
const POT_REFRESH_MS = 10_000;

export function JackpotPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSWR<SpinStatusView>(SPIN_API.status, fetchResult);
  const table = useSWR<WheelTableView>(SPIN_API.table, fetchResult, { revalidateOnFocus: false });
  const pot = useSWR<{ potAmount: number }>(SPIN_API.pot, fetchResult, { refreshInterval: POT_REFRESH_MS });
  const round = useSpinRound(table.data, () => table.mutate());
  const [buying, setBuying] = useState<{ reason: string | null } | null>(null);

  const s = status.data;
  const coins = (n: number) => t("spin.coins", { amount: formatCoins(n, lang) });
  const canSpin = Boolean(s && (s.isFreeSpin || s.spinsLeft > 0));
  // A spin; with none left (or none after all: another tab spent it, 409) the purchase dialog says so.
  const spin = async () => {
    const refusal = await round.spin();
    if (refusal?.code === 409) setBuying({ reason: refusal.message });
  };
  const onSpin = () => {
    if (!s || round.spinning) return;
    if (!canSpin) setBuying({ reason: t("spin.buy.noneLeft") });
    else void spin();
  };

  // From the free-spin dialog: spin today's free spin once the status says it is there (once: the state is cleared).
  const autoSpun = useRef(false);
  const wantsFreeSpin = (location.state as { freeSpin?: boolean } | null)?.freeSpin === true;
  useEffect(() => {
    if (!wantsFreeSpin || autoSpun.current || !s || !table.data) return;
    autoSpun.current = true;
    navigate(location.pathname, { replace: true, state: null });
    if (s.isFreeSpin) void round.spin();
  }, [wantsFreeSpin, s, table.data, navigate, location.pathname, round]);

  const n = table.data?.segments.length ?? 0;
  const restPrize = round.rest && table.data?.segments[round.rest.segment];
  const wheelLabel =
    round.rest && restPrize
      ? t("spin.wheel.resting", { count: n, segment: round.rest.segment, prize: prizeWords(t, restPrize, lang) })
      : t("spin.wheel.label", { count: n });

  return (
    <div className="jackpot">
      <section className="jp-stage" aria-labelledby="jp-title">
        <div className="jp-stage__wheel" data-segment={round.rest?.segment} data-rotation={round.rest ? normalise(round.rest.rotation) : undefined}>
          {table.error && !table.data ? (
            <LoadError onRetry={() => void table.mutate()} />
          ) : !table.data ? (
            <div className="wheel-canvas wheel-canvas--loading" aria-busy="true">
              <span className="visually-hidden">{t("status.loading")}</span>
            </div>
          ) : (
            <Suspense
              fallback={
                <div className="wheel-canvas wheel-canvas--loading" aria-busy="true">
                  <span className="visually-hidden">{t("status.loading")}</span>
                </div>
              }
            >
              <WheelCanvas segments={table.data.segments} motion={round.motion} label={wheelLabel} fallback={<p>{t("spin.wheel.fallback")}</p>} />
            </Suspense>
          )}
        </div>

        <div className="jp-stage__side">
          <h1 id="jp-title" className="jp-title">
            {t("spin.title")}
          </h1>
          <div className="jp-pot" role="group" aria-labelledby="jp-pot-label">
            <p id="jp-pot-label" className="jp-pot__label">
              <Icon name="trophy" size={18} />
              {t("spin.pot.label")}
            </p>
            <p className="jp-pot__value" data-testid="jackpot-pot">
              {pot.data ? coins(pot.data.potAmount) : s ? coins(s.potAmount) : "…"}
            </p>
            <p className="jp-pot__note">{t("spin.pot.note")}</p>
          </div>

          {status.error && !s ? (
            <LoadError compact onRetry={() => void status.mutate()} />
          ) : !s ? (
            <div aria-busy="true">
              <span className="visually-hidden">{t("status.loading")}</span>
              <SkeletonLines lines={3} />
            </div>
          ) : (
            <>
              <dl className="jp-figures">
                <div>
                  <dt>{t("spin.figures.free")}</dt>
                  <dd className={s.isFreeSpin ? "jp-figures__ready" : undefined}>{t(s.isFreeSpin ? "spin.figures.freeReady" : "spin.figures.freeUsed")}</dd>
                </div>
                <div>
                  <dt>{t("spin.figures.left")}</dt>
                  <dd data-testid="spins-left">{formatNumber(s.spinsLeft, lang)}</dd>
                </div>
                <div>
                  <dt>{t("spin.figures.price")}</dt>
                  <dd>{coins(s.price)}</dd>
                </div>
              </dl>
              <div className="jp-actions">
                <button type="button" className="btn btn--primary btn--large jp-spin" disabled={round.spinning || !table.data} onClick={onSpin}>
                  <Icon name="wheel" size={22} />
                  {round.spinning ? t("spin.spinning") : s.isFreeSpin ? t("spin.spinFree") : t("spin.spin")}
                </button>
                <button type="button" className="btn btn--outline" disabled={round.spinning} onClick={() => setBuying({ reason: null })}>
                  <Icon name="plus" size={18} />
                  {t("spin.buy.open")}
                </button>
              </div>
            </>
          )}
          <p className="jp-last" role="status" aria-live="polite">
            {round.result && round.rest && restPrize && !round.spinning ? t("spin.last", { segment: round.rest.segment, prize: prizeWords(t, restPrize, lang) }) : ""}
          </p>
          {round.refusal && round.refusal.code !== 409 && (
            <p className="note note--danger" role="alert">
              <Icon name="alert" size={18} />
              <span>{round.refusal.message}</span>
            </p>
          )}
          <JackpotDrops />
        </div>
      </section>

      <div className="jp-grid">
        {table.data && <WheelOdds table={table.data} />}
        {s && <ClientSeedCard status={s} />}
      </div>
      <SpinHistory />
      <SpinLeaderboard />

      {s && <PurchaseDialog open={buying !== null} price={s.price} reason={buying?.reason ?? null} onClose={() => setBuying(null)} />}
      {round.result && (
        <SpinResultDialog
          outcome={round.result}
          open={round.showResult}
          onClose={round.dismissResult}
          onAgain={() => {
            round.dismissResult();
            if (round.result && round.result.spinsLeft > 0) void spin();
            else setBuying({ reason: null });
          }}
        />
      )}
    </div>
  );
}
