/**
 * The player's Black Jack table: the rules (open until the first bet), the table itself (canvas + labels), the round's
 * status and decision clock, the moves the server allows (with what each adds to the stake) or the bet chips between
 * rounds, the settled round's result, and beside it the coins, the seed commitment and the last rounds. The server
 * decides everything: this screen shows its state and sends one message per decision.
 */
import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import useSWR, { useSWRConfig } from "swr";
import type { BlackjackRoomView } from "@arena/contracts";
import { API, fetchResult } from "../../../lib/api";
import { formatCoins } from "../../../lib/numbers";
import { readLocal, writeLocal } from "../../../lib/storage";
import { currentLanguage } from "../../../i18n";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { PageLoader } from "../../../shell/Status";
import { useRefreshWallet } from "../../coins/useWallet";
import { ClientSeedField } from "../../table/ClientSeedField";
import { FairInfo } from "../../table/FairInfo";
import { useRoomEvent } from "../../table/realtime";
import { secondsLeft, useNow } from "../../table/TurnRing";
import { useConnection } from "../../table/useConnection";
import { isHistoryKey, roundCheckPath, useBetList } from "../api";
import { roomErrorText } from "../errors";
import { CLIENT_SEED_KEY, send, useBlackjackView, type BlackjackRoom } from "../realtime";
import { RulesPanel } from "../RulesPanel";
import { atStake, canBet, cardsDealt, insuranceStake, moveButtons, preferredBet, roundInPlay, roundOver, type Move } from "../view";
import { BetPanel } from "./BetPanel";
import { HandLabels } from "./HandLabels";
import { MoveBar } from "./MoveBar";
import { RoundHistory } from "./RoundHistory";
import { RoundResult } from "./RoundResult";
import { useTableExit } from "./useTableExit";
import "./table-screen.css";

const BlackjackCanvas = lazy(() => import("../table/BlackjackCanvas").then((m) => ({ default: m.BlackjackCanvas })));

/** localStorage: the player has placed a bet before (the rules panel then starts folded). */
const FIRST_BET_KEY = "blackjackFirstBet";
/** localStorage: the bet step last chosen. */
const LAST_BET_KEY = "blackjackBet";
/** With no answer to a move after this long, the buttons open again (the server may have refused silently). */
const ANSWER_WAIT_MS = 5000;

export function TableScreen({ room, onReopen }: { room: BlackjackRoom; onReopen: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = useCallback((n: number) => formatCoins(n, lang), [lang]);
  const view = useBlackjackView(room);
  const connection = useConnection(room);
  const live = connection === "live";
  const refreshWallet = useRefreshWallet();
  const { mutate } = useSWRConfig();
  const wallet = useSWR<{ balance?: number | string | null }>(API.wallet("COIN"), fetchResult, { shouldRetryOnError: false });
  const balance = wallet.data ? Number(wallet.data.balance ?? 0) : null;
  const rules = useBetList();
  const [rulesOpen, setRulesOpen] = useState(() => readLocal(FIRST_BET_KEY) !== "1");
  const [chosen, setChosen] = useState<number | null>(() => {
    const stored = Number(readLocal(LAST_BET_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  });
  const [revealed, setRevealed] = useState<{ gameId: string; serverSeed: string } | null>(null);
  const [playedOut, setPlayedOut] = useState<string | null>(null);

  const inPlay = view ? roundInPlay(view) : false;
  const exit = useTableExit(room, inPlay);

  // One message per decision: a second press before the server moves on is not sent; a refusal or silence frees it.
  const decision = view ? decisionKey(view) : "";
  const [sentFor, setSentFor] = useState<string | null>(null);
  const waiting = sentFor !== null && sentFor === decision;
  useEffect(() => {
    if (!waiting) return;
    const id = window.setTimeout(() => setSentFor(null), ANSWER_WAIT_MS);
    return () => window.clearTimeout(id);
  }, [waiting]);

  // The server's refusals, in its words.
  useRoomEvent(room, "error", (error) => {
    setSentFor(null);
    toast.error(roomErrorText(error, t, lang), { id: `bj-${error.code}` });
  });
  useRoomEvent(room, "info", (m) => toast(m.message));
  useRoomEvent(room, "game-start", () => refreshWallet());
  useRoomEvent(room, "game-end", (m) => setRevealed({ gameId: m.gameId, serverSeed: m.serverSeed }));
  useRoomEvent(room, "game:result", (m) => {
    const mine = m.winners[0];
    if (mine?.playedOut) setPlayedOut(m.gameId);
    refreshWallet();
    void mutate(isHistoryKey);
  });
  useRoomEvent(room, "resume", () => undefined);
  // A double, a split or insurance holds more coins: the balance follows.
  const stake = view ? atStake(view) : 0;
  useEffect(() => {
    if (stake > 0) refreshWallet();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stake]);

  // A table reached after a reload with its round over and no result seen: ask for it (the seed comes with it).
  const over = view ? roundOver(view) : false;
  useEffect(() => {
    if (over && view?.gameStatus === "finished" && revealed?.gameId !== view.gameId) send(room, "get:winners");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over, view?.gameId]);

  const now = useNow(inPlay && (view?.turnEndsAt ?? 0) > 0, 250);

  if (!view) return <PageLoader />;

  const steps = [...view.betAmounts].sort((a, b) => a - b);
  const bet = preferredBet(view, chosen);
  const buttons = live && inPlay ? moveButtons(view) : [];
  const betting = canBet(view);
  const seedShown = revealed?.gameId === view.gameId ? revealed.serverSeed : null;

  const move = (m: Move) => {
    if (!live || waiting) return;
    setSentFor(decision);
    send(room, m);
  };
  const deal = () => {
    if (!live || waiting || bet === null) return;
    setSentFor(decision);
    writeLocal(FIRST_BET_KEY, "1");
    writeLocal(LAST_BET_KEY, String(bet));
    setRulesOpen(false);
    send(room, "bet", { amount: bet });
  };

  const left = inPlay && view.turnEndsAt > 0 ? Math.ceil(secondsLeft(view.turnEndsAt, view.turnSeconds, now)) : null;
  const status = statusLine(view, t, coins);

  return (
    <div className="bj-page bj-screen">
      <header className="bj-screen__head">
        <div>
          <h1 className="bj-page__title">{t("blackjack.title")}</h1>
          <p className="bj-screen__coins">
            {balance === null ? t("blackjack.table.coinsLoading") : t("blackjack.table.coins", { amount: coins(balance) })}
          </p>
        </div>
        <Link to="/blackjack-leaderboard" className="btn btn--ghost">
          <Icon name="trophy" size={18} />
          {t("blackjack.leaderboardLink")}
        </Link>
      </header>

      {inPlay && (
        <p className="note note--pending bj-screen__backNote">
          <Icon name="alert" size={18} />
          <span>{t("blackjack.leave.note")}</span>
        </p>
      )}
      {connection !== "live" && (
        <p className={`note ${connection === "closed" ? "note--danger" : "note--pending"}`} role="status">
          <Icon name={connection === "closed" ? "alert" : "refresh"} size={18} />
          <span>{t(connection === "closed" ? "blackjack.table.closed" : "blackjack.table.dropped")}</span>
          {connection === "closed" && (
            <button type="button" className="btn btn--outline" onClick={onReopen}>
              <Icon name="refresh" size={18} />
              {t("blackjack.table.reopen")}
            </button>
          )}
        </p>
      )}

      <RulesPanel rules={rules.data} error={rules.error} onRetry={() => void rules.mutate()} open={rulesOpen} onToggle={setRulesOpen} />

      <div className="bj-screen__grid">
        <section className="bj-screen__play" aria-label={t("blackjack.table.label")}>
          <Suspense fallback={<div className="bj-table bj-table--loading" aria-busy="true" />}>
            <BlackjackCanvas
              view={view}
              label={t("blackjack.table.canvas", { status })}
              fallback={t("blackjack.table.noCanvas")}
              overlay={(layout) => <HandLabels layout={layout} view={view} />}
            />
          </Suspense>

          <div className="bj-screen__statusRow">
            <p className="bj-screen__status" role="status">
              {status}
            </p>
            {left !== null && (
              <p className={`bj-clock ${left <= 10 ? "bj-clock--urgent" : ""}`} role="timer" aria-live="off">
                <Icon name="clock" size={16} />
                <span>{t("blackjack.clock.left", { count: left })}</span>
                <span className="visually-hidden"> {t("blackjack.clock.then")}</span>
              </p>
            )}
          </div>

          {inPlay || view.gameStatus === "active" ? (
            <MoveBar buttons={buttons} waiting={waiting} onMove={move} idle={t(live ? "blackjack.moves.idle" : "blackjack.table.dropped")} />
          ) : (
            betting && <BetPanel steps={steps} bet={bet} onChoose={setChosen} onDeal={deal} disabled={!live} waiting={waiting} />
          )}

          {over && view.gameStatus !== "active" && <RoundResult view={view} playedOut={playedOut === view.gameId} checkable={seedShown !== null} />}
        </section>

        <aside className="bj-screen__side">
          <FairInfo
            gameId={view.gameId}
            serverSeedHash={view.serverSeedHash}
            clientSeed={view.clientSeed}
            draws={{ label: t("blackjack.fair.cards"), count: cardsDealt(view) }}
            finished={over && view.gameStatus !== "active"}
            serverSeed={seedShown}
            verifyLabel={t("blackjack.fair.verify")}
            note={t("blackjack.fair.note")}
            verifyHref={view.gameId ? roundCheckPath(view.gameId) : undefined}
          />
          <section className="bj-card">
            <ClientSeedField storageKey={CLIENT_SEED_KEY} textKey="blackjack.seed" />
          </section>
          <RoundHistory limit={5} />
        </aside>
      </div>

      <Dialog open={exit.confirming} onClose={exit.cancel} title={t("blackjack.leave.confirmTitle")} size="small">
        <p>{t("blackjack.leave.confirmText")}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={exit.cancel}>
            {t("blackjack.leave.keepPlaying")}
          </button>
          <button type="button" className="btn btn--primary" onClick={exit.confirm}>
            {t("blackjack.leave.confirm")}
          </button>
        </div>
      </Dialog>
      {exit.leaving && (
        <p className="visually-hidden" role="status">
          {t("blackjack.leave.leaving")}
        </p>
      )}
    </div>
  );
}

type T = ReturnType<typeof useTranslation>["t"];

/** What the moves wait for: changes whenever the server moves the round on (or a new round is dealt). */
const decisionKey = (view: BlackjackRoomView): string =>
  `${view.gameId}|${view.gameStatus}|${view.phase}|${view.active}|${view.hands.map((h) => h.cards.length).join(",")}|${view.legal.join(",")}`;

/** The line under the table: what the table waits for now. */
function statusLine(view: BlackjackRoomView, t: T, coins: (n: number) => string): string {
  if (view.phase === "insurance") return t("blackjack.status.insurance", { amount: coins(insuranceStake(view.bet)) });
  if (view.phase === "playing") {
    if (view.hands.length > 1) return t("blackjack.status.playHand", { n: view.active + 1, count: view.hands.length });
    return t("blackjack.status.play");
  }
  if (view.phase === "over" && view.hands.length > 0) {
    if (view.gameStatus === "active") return t("blackjack.status.settling");
    return view.net > 0 ? t("blackjack.status.won", { amount: coins(view.net) }) : view.net < 0 ? t("blackjack.status.lost", { amount: coins(-view.net) }) : t("blackjack.status.push");
  }
  return t("blackjack.status.bet");
}
