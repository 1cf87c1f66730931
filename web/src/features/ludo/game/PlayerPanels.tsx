import { useTranslation } from "react-i18next";
import { MISSED_TURNS_LIMIT, HOME } from "@arena/rules-ludo";
import { Fragment, type CSSProperties } from "react";
import type { PawnColour } from "@arena/contracts";
import type { LudoPlayerView, LudoRoomView } from "../realtime";
import { Icon } from "../../../shell/Icon";
import { useMediaQuery } from "../../../shell/useMediaQuery";
import { BotIcon, SeatSwatch, YouTag } from "../../table/SeatMarks";
import { TurnRing } from "../../table/TurnRing";
import "./PlayerPanels.css";

/** Phones (matches PlayerPanels.css): two cards a row, a smaller avatar ring leaving the name more width. */
const PHONE = "(max-width: 559.98px)";

/**
 * A name as text with a break opportunity after each '_' and '-' (usernames have no spaces), so a long one wraps
 * at its natural joints first; the text itself, and so what a screen reader reads, is the whole name.
 */
function Breakable({ text }: { text: string }) {
  const parts = text.match(/[^_-]+[_-]*|[_-]+/g) ?? [text];
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

interface PlayerPanelsProps {
  view: LudoRoomView;
  players: LudoPlayerView[];
  myColor: PawnColour | null;
  tints: Record<PawnColour, string>;
}

/** One card per seat: name, colour, connection, bot mark, whose turn it is (with the clock), missed turns, place. */
export function PlayerPanels({ view, players, myColor, tints }: PlayerPanelsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE);
  return (
    <ul className="player-panels" aria-label={t("ludoGame.players.title")}>
      {players.map((p) => {
        const active = view.gameStatus === "active" && view.turn === p.color;
        const home = p.tokens.filter((x) => x >= HOME).length;
        const name = p.playerName || t(`ludoGame.colour.${p.color}`);
        return (
          <li
            key={p.color}
            className={`player-panel ${active ? "player-panel--active" : ""} ${p.status === "LEFT" || p.status === "OUT" ? "player-panel--out" : ""}`}
            style={{ "--seat": tints[p.color] } as CSSProperties}
            aria-current={active ? "true" : undefined}
          >
            <TurnRing endsAt={active ? view.turnEndsAt : 0} totalSeconds={view.turnSeconds} size={phone ? 44 : 54} label={t("ludoGame.players.clock")}>
              <span className="player-panel__avatar">
                {p.isBot ? <BotIcon size={22} /> : <span aria-hidden="true">{(p.playerName || "?").slice(0, 1).toUpperCase()}</span>}
              </span>
            </TurnRing>
            <div className="player-panel__body">
              <p className="player-panel__name">
                {/* Shown whole (wrapping, never cut), with the full name as its tooltip too. */}
                <span className="player-panel__text" title={name}>
                  <Breakable text={name} />
                </span>
                {p.color === myColor && <YouTag className="player-panel__you--wide" />}
              </p>
              <p className="player-panel__meta">
                <SeatSwatch />
                <span className="player-panel__colour">{t(`ludoGame.colour.${p.color}`)}</span>
                {/* On narrow cards the tag moves here, leaving the name its width. */}
                {p.color === myColor && <YouTag className="player-panel__you--narrow" />}
                {p.isBot ? (
                  <span className="player-panel__tag">{t("ludoGame.players.bot")}</span>
                ) : (
                  <span className={`conn-dot ${p.isConnected ? "conn-dot--on" : "conn-dot--off"}`}>
                    <span className="visually-hidden">{t(p.isConnected ? "ludoGame.players.online" : "ludoGame.players.offline")}</span>
                  </span>
                )}
              </p>
              <p className="player-panel__meta">
                <span className="player-panel__home">{t("ludoGame.players.home", { count: home })}</span>
                {p.missedTurns > 0 && (
                  <span className="player-panel__missed">
                    <Icon name="clock" size={14} />
                    {t("ludoGame.players.missed", { count: p.missedTurns, limit: MISSED_TURNS_LIMIT })}
                  </span>
                )}
              </p>
              {(p.place > 0 || p.status === "LEFT" || p.status === "OUT") && (
                <p className="player-panel__status">
                  {p.place > 0 ? t("ludoGame.players.place", { place: p.place }) : t(`ludoGame.players.status.${p.status}`)}
                </p>
              )}
              {active && <span className="visually-hidden">{t("ludoGame.players.turnNow")}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
