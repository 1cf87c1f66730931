/**
 * The Flash table: its terms (and a private table's code), the table itself (canvas + seats), your cards, the action
 * bar with only the server's choices, your seat's controls (sit, add chips, stand up, leave), and beside it the last
 * hand's result, your hand history, the chat and the fairness card. The server decides everything: this screen shows
 * its state and sends one message per decision.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSetAtom } from "jotai";
import { useNavigate, useSearchParams } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import useSWR from "swr";
import { FLASH_CHAT, FLASH_SOCKET_TIMEOUT_MS, flashTableTerms, type FlashRoomView } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { PageLoader } from "../../../shell/Status";
import { API, fetchResult } from "../../../lib/api";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { useProfile } from "../../../platform/account";
import { useRefreshWallet } from "../../coins/useWallet";
import { ChatPanel } from "../../table/ChatPanel";
import { useMinimumBalanceCheck } from "../../table/eligibility";
import { FairInfo } from "../../table/FairInfo";
import { useRoomEvent } from "../../table/realtime";
import { useNow } from "../../table/TurnRing";
import { useChat } from "../../table/useChat";
import { useConnection } from "../../table/useConnection";
import { actionButtons, decisionKey, sideshowAskedOf, type ActionButton } from "../actions";
import { addChipsRange } from "../buyIn";
import { CardLine } from "../CardLine";
import { flashRoomAtom, forgetRoom, send, useFlashView, type FlashRoom } from "../realtime";
import { storeSoundOn, storedSoundOn } from "../sounds";
import { FlashTableCanvas } from "../table/FlashTableCanvas";
import { slotOf } from "../table/geometry";
import type { SceneModel } from "../table/TableScene";
import { TableTerms } from "../TableTerms";
import { facesOf } from "../cards";
import { canAddChipsNow, handLive, handOrder, mySeatIn, nextHandIn, roomToAdd, visibleCards, type SeatKey } from "../view";
import { ActionBar } from "./ActionBar";
import { HandHistory } from "./HandHistory";
import { HandResultPanel } from "./HandResultPanel";
import { handCheckPath } from "./history";
import { PrivateCodeCard } from "./PrivateCodeCard";
import { TableOverlay } from "./TableOverlay";
import { ChipsDialog, LowBalanceDialog, SideshowDialog, StandUpDialog } from "./TableDialogs";
import { useHandEvents } from "./useHandEvents";
import { useLeaveOnExit } from "./useLeaveOnExit";
import { useTableMotion } from "./useTableMotion";
import "./flash-game.css";

/** Each seat's colour in the chat. */
const SEAT_TINTS: Record<string, string> = { "1": "#ffc53d", "2": "#4fd1ff", "3": "#2fd38a", "4": "#ff8fa3", "5": "#b69cff", "6": "#ffa94d", "7": "#9be15d" };

type Dialog = { kind: "sit"; seat: string } | { kind: "add" } | { kind: "stand"; leaving: boolean } | null;

export function TableScreen({ room }: { room: FlashRoom }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = useCallback((n: number) => formatCoins(n, lang), [lang]);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const setRoom = useSetAtom(flashRoomAtom);
  const refreshWallet = useRefreshWallet();
  const { data: profile } = useProfile();
  const myId = profile?._id ?? null;
  const view = useFlashView(room);
  const mySeat = view ? mySeatIn(view, myId) : null;
  const [soundOn, setSoundOn] = useState(storedSoundOn);
  const { motion, hand, announcement } = useTableMotion(room, view, mySeat, soundOn);
  const events = useHandEvents(room, view, myId, motion, soundOn);
  const chat = useChat(room, "send_message");
  const connection = useConnection(room);
  const { isEligible } = useMinimumBalanceCheck();
  const currency = view?.currency ?? "COIN";
  const wallet = useSWR<{ balance?: number | string | null }>(API.wallet(currency), fetchResult, { shouldRetryOnError: false });
  const balance = wallet.data ? Number(wallet.data.balance ?? 0) : null;
  // The time ticks only while the next hand is counted down (turn clocks tick in their own rings).
  const now = useNow(view !== null && view.gameStatus !== "active" && view.nextHandAt > 0, 500);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sideshowClosed, setSideshowClosed] = useState<string | null>(null);

  // The address names the table, so a reload (or a shared tab) comes back to it.
  useEffect(() => {
    if (params.get("room") === room.roomId) return;
    const next = new URLSearchParams(params);
    next.set("room", room.roomId);
    setParams(next, { replace: true });
  }, [params, room.roomId, setParams]);

  // One move per decision: a second press before the server moves on is not sent; a refusal or silence frees it.
  const decision = view ? decisionKey(view) : "";
  const [sentFor, setSentFor] = useState<string | null>(null);
  const waiting = sentFor !== null && sentFor === decision;
  useRoomEvent(room, "error", () => setSentFor(null));
  useEffect(() => {
    if (!waiting) return;
    const id = window.setTimeout(() => {
      setSentFor(null);
      toast(t("flash.actions.slow"));
    }, FLASH_SOCKET_TIMEOUT_MS);
    return () => window.clearTimeout(id);
  }, [waiting, t]);

  const live = connection === "live";
  const nameOf = useCallback(
    (seat: string) => (seat === mySeat ? t("table.you") : view?.players[seat]?.playerName || t("flash.seat.label", { seat })),
    [mySeat, t, view],
  );

  const model = useMemo<SceneModel>(() => sceneModel(view, hand, mySeat), [view, hand, mySeat]);

  // Leaving this page any other way leaves the table (useLeaveOnExit); Leave table does it itself.
  const left = useRef(false);
  /** Leaves the room (a seat stands up: its chips go back to the wallet, after the hand it is in). */
  const exit = useCallback(
    async (seated: boolean, inHand: boolean) => {
      if (left.current) return;
      left.current = true;
      if (seated) toast(t(inHand ? "flash.chips.leave.afterHand" : "flash.chips.leave.back"));
      forgetRoom();
      await room.leave(true).catch(() => undefined);
      setRoom(null);
      window.setTimeout(refreshWallet, 1500);
    },
    [refreshWallet, room, setRoom, t],
  );
  const seatedNow = useRef({ seated: false, inHand: false });
  useEffect(() => {
    seatedNow.current = { seated: mySeat !== null, inHand: !!view && handLive(view) && !!(mySeat && view.players[mySeat]?.inHand) };
  });
  useLeaveOnExit(room, () => void exit(seatedNow.current.seated, seatedNow.current.inHand));
  const slot = useCallback((seat: string) => slotOf(seat, mySeat), [mySeat]);

  if (!view) return <PageLoader />;

  const me = mySeat ? view.players[mySeat] : undefined;
  const seen = me?.seen ?? false;
  const buttons = live ? actionButtons(view.choices, mySeat, seen) : [];
  const asker = sideshowAskedOf(view, mySeat);
  const terms = view.boot > 0 ? flashTableTerms(view.boot) : null;
  const myCards = mySeat ? visibleCards(view, mySeat) : [];
  const inHandNow = handLive(view) && !!me?.inHand;

  const act = (button: ActionButton | { move: ActionButton["move"] }) => {
    if (!live || waiting) return;
    setSentFor(decision);
    const move = button.move;
    if (move.type === "bet") send(room, "bet", { double: move.double });
    else send(room, move.type);
  };
  const answer = (accept: boolean) => act({ move: { type: accept ? "accept_side_show" : "reject_side_show" } });

  const sit = async (seat: string, buyIn: number): Promise<boolean> => {
    if (!(await isEligible(buyIn, currency))) return false;
    send(room, "sit", { buyIn, seat: seat as SeatKey });
    window.setTimeout(refreshWallet, 1200);
    return true;
  };
  const addChips = async (amount: number): Promise<boolean> => {
    if (!(await isEligible(amount, currency))) return false;
    send(room, "addChips", { amount });
    window.setTimeout(refreshWallet, 1200);
    return true;
  };
  const standUp = () => {
    setDialog(null);
    send(room, "leave");
  };
  const leaveTable = async () => {
    setDialog(null);
    const seated = mySeat !== null;
    navigate("/teenpatti");
    // After the navigation, so this page does not join the room again.
    await exit(seated, inHandNow);
  };

  const status = statusLine(view, mySeat, nameOf, now, t);
  const idle = idleLine(view, mySeat, nameOf, t);
  const canvasLabel = t("flash.table.canvas", { pot: coins(view.pot), currency, status });

  return (
    <div className="flash-game">
      <header className="flash-game__head">
        <div className="flash-game__title">
          <h1>
            {t("flash.title")} <span className="flash-game__tier">{t("flash.table.tier", { boot: coins(view.boot), currency })}</span>
          </h1>
          {terms && <TableTerms terms={terms} currency={currency} a23={view.gameType === "Private" ? view.a23 : undefined} mode={view.gameType} />}
        </div>
        <div className="flash-game__tools">
          <button
            type="button"
            className="btn btn--ghost"
            aria-pressed={soundOn}
            onClick={() => {
              storeSoundOn(!soundOn);
              setSoundOn(!soundOn);
            }}
          >
            <Icon name="volume" size={18} />
            {t(soundOn ? "flash.sound.on" : "flash.sound.off")}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => (mySeat ? setDialog({ kind: "stand", leaving: true }) : void leaveTable())}>
            <Icon name="logout" size={18} />
            {t("flash.chips.leave.button")}
          </button>
        </div>
      </header>

      {connection !== "live" && (
        <p className={`note ${connection === "closed" ? "note--danger" : "note--pending"} flash-game__banner`} role="status">
          <Icon name={connection === "closed" ? "alert" : "refresh"} size={18} />
          <span>{t(connection === "closed" ? "flash.table.closed" : "flash.table.dropped")}</span>
          {connection === "closed" && (
            <button type="button" className="btn btn--ghost" onClick={() => void leaveTable()}>
              {t("flash.toLobby")}
            </button>
          )}
        </p>
      )}

      <div className="flash-game__grid">
        <section className="flash-game__play" aria-label={t("flash.table.label")}>
          <FlashTableCanvas
            model={model}
            motion={motion}
            slotOf={slot}
            label={canvasLabel}
            fallback={t("flash.table.noCanvas")}
            overlay={(layout) => (
              <TableOverlay
                layout={layout}
                view={view}
                hand={hand}
                mySeat={mySeat}
                summary={events.summary}
                onSit={!mySeat && live ? (seat) => setDialog({ kind: "sit", seat }) : null}
              />
            )}
          />

          <p className="flash-game__status" role="status">
            {status}
          </p>

          {mySeat && (
            <div className="flash-mine" aria-live="polite">
              <span className="flash-mine__label">{t("flash.table.yourCards")}</span>
              {myCards.length === 3 ? (
                <CardLine cards={myCards} />
              ) : inHandNow ? (
                <>
                  <CardLine cards={[]} hiddenCount={3} />
                  <span className="flash-mine__hint">{t("flash.table.blindHint")}</span>
                </>
              ) : (
                <span className="flash-mine__hint">{t("flash.table.noCards")}</span>
              )}
            </div>
          )}

          {asker ? (
            <div className="flash-actions" role="group" aria-label={t("flash.sideshow.title")}>
              <p className="flash-actions__idle">{t("flash.sideshow.asked", { name: nameOf(asker) })}</p>
              <div className="flash-actions__row">
                <button type="button" className="btn btn--outline" disabled={waiting} onClick={() => answer(false)}>
                  <Icon name="close" size={18} />
                  {t("flash.sideshow.reject")}
                </button>
                <button type="button" className="btn btn--primary" disabled={waiting} onClick={() => answer(true)}>
                  <Icon name="check" size={18} />
                  {t("flash.sideshow.accept")}
                </button>
              </div>
            </div>
          ) : (
            <ActionBar buttons={buttons} waiting={waiting} currency={currency} nameOf={nameOf} onAct={act} idle={idle} />
          )}

          {mySeat && me && (
            <div className="flash-seatbar" role="group" aria-label={t("flash.chips.label")}>
              <span className="flash-seatbar__stack">
                {t("flash.chips.stack", { amount: coins(me.stack), currency })}
                {me.leaving && ` · ${t("flash.seat.status.leaving")}`}
              </span>
              <button type="button" className="btn btn--outline" disabled={!live || !canAddChipsNow(view, mySeat) || roomToAdd(view, mySeat) <= 0} onClick={() => setDialog({ kind: "add" })}>
                <Icon name="plus" size={18} />
                {t("flash.chips.add.button")}
              </button>
              <button type="button" className="btn btn--ghost" disabled={!live || me.leaving} onClick={() => (inHandNow ? setDialog({ kind: "stand", leaving: false }) : standUp())}>
                <Icon name="user" size={18} />
                {t("flash.chips.stand.button")}
              </button>
            </div>
          )}
        </section>

        <aside className="flash-game__side">
          {view.gameType === "Private" && <PrivateCodeCard code={view.roomId} />}
          <HandResultPanel summary={events.summary} currency={currency} myId={myId} />
          <HandHistory limit={8} />
          {view.gameType !== "Free Play" && (
            <ChatPanel
              lines={chat}
              myId={myId}
              tints={SEAT_TINTS}
              maxLength={FLASH_CHAT.maxLength}
              disabled={!live || !mySeat}
              onSend={(message) => send(room, "send_message", { message })}
            />
          )}
          <FairInfo
            gameId={view.gameId}
            serverSeedHash={view.serverSeedHash}
            clientSeed={view.clientSeed}
            draws={{ label: t("flash.fair.draws"), count: view.gameId ? handOrder(hand ?? view).length * 3 : 0 }}
            finished={view.gameStatus === "finished"}
            serverSeed={events.revealed?.gameId === view.gameId ? events.revealed.serverSeed : null}
            verifyLabel={t("flash.fair.verify")}
            note={t("flash.fair.note")}
            verifyHref={view.gameId ? handCheckPath(view.gameId) : undefined}
          />
        </aside>
      </div>

      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>

      {asker && sideshowClosed !== decision && (
        <SideshowDialog
          asker={nameOf(asker)}
          endsAt={view.turnEndsAt}
          totalSeconds={view.turnSeconds}
          busy={waiting}
          onAnswer={answer}
          onClose={() => setSideshowClosed(decision)}
        />
      )}
      {dialog?.kind === "sit" && (
        <ChipsDialog
          title={t("flash.chips.sit.title", { seat: dialog.seat })}
          label={t("flash.buyIn.label", { currency })}
          submit={t("flash.chips.sit.submit")}
          range={{ min: view.minBuyIn, max: view.maxBuyIn }}
          preferred={view.defaultBuyIn}
          currency={currency}
          balance={balance}
          note={t("flash.chips.sit.note")}
          onSubmit={(amount) => sit(dialog.seat, amount)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "add" && mySeat && (
        <ChipsDialog
          title={t("flash.chips.add.title")}
          label={t("flash.chips.add.label", { currency })}
          submit={t("flash.chips.add.submit")}
          range={addChipsRange(view.boot, roomToAdd(view, mySeat))}
          preferred={Math.max(view.boot, view.defaultBuyIn - (me?.stack ?? 0))}
          currency={currency}
          balance={balance}
          onSubmit={addChips}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "stand" && (
        <StandUpDialog
          inHand={inHandNow}
          leaving={dialog.leaving}
          onConfirm={() => (dialog.leaving ? void leaveTable() : standUp())}
          onClose={() => setDialog(null)}
        />
      )}
      {events.lowBalance && !dialog && mySeat && (
        <LowBalanceDialog
          stack={events.lowBalance.stack}
          boot={events.lowBalance.boot}
          currency={currency}
          canAdd={roomToAdd(view, mySeat) > 0}
          onAdd={() => {
            events.dismissLowBalance();
            setDialog({ kind: "add" });
          }}
          onStand={() => {
            events.dismissLowBalance();
            standUp();
          }}
          onClose={events.dismissLowBalance}
        />
      )}
    </div>
  );
}


type T = ReturnType<typeof useTranslation>["t"];

/** What the canvas draws: the hand's seats with the cards this client may see, the pot, the deck. */
function sceneModel(view: FlashRoomView | null, hand: FlashRoomView | null, mySeat: string | null): SceneModel {
  if (!view) return { seats: [], potStacks: 0, showDeck: false };
  const shown = hand ?? null;
  const seats = shown
    ? handOrder(shown).map((seat) => {
        const names = visibleCards(view, seat).length === 3 ? visibleCards(view, seat) : visibleCards(shown, seat);
        const faces = names.length === 3 ? facesOf(names) : [];
        return {
          seat,
          slot: slotOf(seat, mySeat),
          mine: seat === mySeat,
          faces: faces.length === 3 ? faces : null,
          folded: (shown.players[seat]?.status ?? "") === "PACKED",
        };
      })
    : [];
  const pot = handLive(view) ? view.pot : 0;
  const potStacks = pot > 0 && view.boot > 0 ? Math.min(5, Math.max(1, Math.ceil(Math.log2(pot / view.boot + 1)))) : 0;
  return {
    seats,
    potStacks,
    showDeck: view.gameStatus === "active" && (view.tableStatus === "collecting" || view.tableStatus === "dealing"),
  };
}

/** The line in the middle of the table: what the table is doing now. */
function statusLine(view: FlashRoomView, mySeat: string | null, nameOf: (seat: string) => string, now: number, t: T): string {
  if (view.gameStatus === "active") {
    if (view.tableStatus === "collecting") return t("flash.table.status.collecting");
    if (view.tableStatus === "dealing") return t("flash.table.status.dealing");
    if (view.sideshowAsker && view.sideshowTarget) {
      if (view.sideshowAsker === mySeat) return t("flash.table.status.sideshowMine", { target: nameOf(view.sideshowTarget) });
      return t("flash.table.status.sideshow", { asker: nameOf(view.sideshowAsker), target: nameOf(view.sideshowTarget) });
    }
    const limit = view.tableStatus === "chalLimitExid" ? ` ${t("flash.table.status.chalLimitExid")}` : "";
    if (view.turn && view.turn === mySeat) return `${t("flash.table.status.yourTurn")}${limit}`;
    if (view.turn) return `${t("flash.table.status.toAct", { name: nameOf(view.turn) })}${limit}`;
    return t("flash.table.status.betting");
  }
  const next = nextHandIn(view, now);
  if (next !== null) return t("flash.table.status.next", { count: next });
  if (view.gameStatus === "finished" && view.tableStatus in END_STATUSES) return t(`flash.table.status.${END_STATUSES[view.tableStatus]}`);
  return t("flash.table.status.waiting");
}

const END_STATUSES: Record<string, string> = { all_packed: "allPacked", "all-in": "allIn", podLimitExid: "podLimitExid", showdown: "showdown" };

/** What the action bar says when you have nothing to do. */
function idleLine(view: FlashRoomView, mySeat: string | null, nameOf: (seat: string) => string, t: T): string {
  if (!mySeat) return t(Object.keys(view.players).length >= 7 ? "flash.actions.idle.full" : "flash.actions.idle.watching");
  const me = view.players[mySeat]!;
  if (me.status === "SITTING_OUT") return t("flash.actions.idle.sittingOut");
  if (handLive(view) && me.inHand) {
    if (me.status === "PACKED") return t("flash.actions.idle.packed");
    if (me.status === "ALL_IN") return t("flash.actions.idle.allIn");
    if (view.turn && view.turn !== mySeat) return t("flash.actions.idle.waitFor", { name: nameOf(view.turn) });
    return t("flash.actions.idle.wait");
  }
  if (handLive(view)) return t("flash.actions.idle.nextHand");
  return t("flash.actions.idle.between");
}
