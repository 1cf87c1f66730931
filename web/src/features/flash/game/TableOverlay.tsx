/**
 * The HTML laid over the table's canvas at the layout's points: each seat's label (its turn ring, name, chips and
 * what it is doing, the dealer button, its bets this hand), a Sit button on each free seat for people watching, and
 * the pot and the stake in the middle. It reads the state only.
 */
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { FlashResultEntry, FlashRoomView } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { BotIcon, YouTag } from "../../table/SeatMarks";
import { TurnRing } from "../../table/TurnRing";
import type { HandSummary } from "../result";
import { signedCoins } from "../result";
import { SLOTS, asPercent, seatAtSlot, type TableLayout } from "../table/geometry";
import { handLive, seatState, turnClockOf } from "../view";
import { actionSentenceShort } from "./words";
import "./TableOverlay.css";

interface TableOverlayProps {
  layout: TableLayout;
  view: FlashRoomView;
  /** The hand on the felt (the live one, or the last until the next deal). */
  hand: FlashRoomView | null;
  mySeat: string | null;
  summary: HandSummary | null;
  /** People watching may sit: the free seats get a button. */
  onSit: ((seat: string) => void) | null;
}

export function TableOverlay({ layout, view, hand, mySeat, summary, onSit }: TableOverlayProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => formatCoins(n, lang);
  const result = summary && summary.gameId === view.gameId && view.gameStatus !== "active" ? summary : null;
  const ringSize = Math.round(Math.max(36, Math.min(50, layout.width * 0.11)));

  const slots = Array.from({ length: SLOTS }, (_, slot) => seatAtSlot(slot, mySeat));
  return (
    <div className="flash-overlay">
      <ul className="flash-seats" aria-label={t("flash.seat.list")}>
        {slots.map((seat, slot) => {
          const player = view.players[seat];
          const at = asPercent(layout.seats[slot]!, layout) as CSSProperties;
          if (!player) {
            return (
              <li key={seat} className={`flash-seat flash-seat--empty ${slot === 0 ? "flash-seat--bottom" : ""}`} style={at}>
                {onSit ? (
                  <button type="button" className="flash-seat__sit" onClick={() => onSit(seat)} aria-label={t("flash.seat.sitLabel", { seat })}>
                    <Icon name="plus" size={16} />
                    {t("flash.seat.sit")}
                  </button>
                ) : (
                  <span className="flash-seat__free">
                    <span className="visually-hidden">{t("flash.seat.label", { seat })}: </span>
                    {t("flash.seat.empty")}
                  </span>
                )}
              </li>
            );
          }
          const mine = seat === mySeat;
          const state = seatState(hand && !handLive(view) ? { ...view, players: { ...view.players, [seat]: hand.players[seat] ?? player } } : view, seat);
          const line = result?.rows.find((r) => r.seat === seat) ?? null;
          const name = player.playerName || t("flash.seat.label", { seat });
          const dealer = view.dealer === seat && (handLive(view) || hand !== null);
          const bet = handLive(view) && player.inHand ? player.bet : 0;
          return (
            <li
              key={seat}
              className={`flash-seat flash-seat--${state} ${mine ? "flash-seat--me" : ""} ${line?.winner ? "flash-seat--winner" : ""} ${slot === 0 ? "flash-seat--bottom" : ""}`}
              style={at}
            >
              <span className="flash-seat__ring">
                <TurnRing endsAt={turnClockOf(view, seat)} totalSeconds={view.turnSeconds} size={ringSize} label={t("flash.seat.timer")}>
                  <span className="flash-seat__avatar" style={{ width: ringSize - 8, height: ringSize - 8 }} aria-hidden="true">
                    {player.isBot ? <BotIcon size={Math.round(ringSize * 0.45)} /> : name.slice(0, 1).toUpperCase()}
                  </span>
                </TurnRing>
                {dealer && (
                  <span className="flash-seat__dealer" title={t("flash.seat.dealer")} aria-hidden="true">
                    D
                  </span>
                )}
                {bet > 0 && (
                  <span className="flash-seat__bet" aria-hidden="true">
                    {coins(bet)}
                  </span>
                )}
              </span>
              <span className="flash-seat__text">
                <span className="visually-hidden">{t("flash.seat.label", { seat })}: </span>
                <span className="flash-seat__name">
                  {name}
                  {mine && <YouTag className="flash-seat__you" />}
                  {player.isBot && <span className="visually-hidden"> ({t("flash.seat.bot")})</span>}
                  {dealer && <span className="visually-hidden"> ({t("flash.seat.dealer")})</span>}
                </span>
                <span className="flash-seat__stack">
                  <span className="visually-hidden">{t("flash.seat.stack")}: </span>
                  {coins(player.stack)}
                </span>
                <span className="flash-seat__tag">{tagOf(view, seat, state, line, coins, t)}</span>
                {bet > 0 && <span className="visually-hidden">{t("flash.seat.inPot", { amount: coins(bet) })}</span>}
              </span>
            </li>
          );
        })}
      </ul>

      <div className="flash-centre" style={asPercent(layout.potLabel, layout) as CSSProperties}>
        {/* Once the hand's result is in, its chips have gone to the winners. */}
        {handLive(view) && (
          <p className="flash-centre__pot">
            <span className="flash-centre__label">{t("flash.table.pot")}</span>
            <span className="flash-centre__amount">
              {coins(view.pot)} <span className="flash-centre__unit">{view.currency}</span>
            </span>
          </p>
        )}
        {handLive(view) && view.stake > 0 && <p className="flash-centre__stake">{t("flash.table.stakeLine", { amount: coins(view.stake) })}</p>}
      </div>
    </div>
  );
}

type T = ReturnType<typeof useTranslation>["t"];

/** The line under a seat: the hand's result once it is over, else the seat's last action or state. */
function tagOf(view: FlashRoomView, seat: string, state: string, line: FlashResultEntry | null, coins: (n: number) => string, t: T): string {
  if (line) {
    if (line.outcome === "packed") return t("flash.seat.result.packed");
    const hand = line.hand ? ` · ${t(`flash.hands.${line.hand}`)}` : "";
    return `${signedCoins(line.net, coins)}${hand}`;
  }
  if (handLive(view) && view.lastAction.seat === seat && view.lastAction.n > 0 && state !== "turn" && state !== "packed") {
    const short = actionSentenceShort(view, coins, t);
    if (short) return short;
  }
  return t(`flash.seat.status.${state}`);
}
