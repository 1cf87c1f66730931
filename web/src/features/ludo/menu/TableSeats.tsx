import { useTranslation } from "react-i18next";
import type { LudoPlayerView, LudoRoomView } from "../realtime";
import { PawnMark } from "./pickers";
import "./menu.css";
import "./TableSeats.css";

/** The seats of a waiting table: each player with colour, name and connection, then the empty seats. */
export function TableSeats({ view, userId }: { view: LudoRoomView | null; userId: string }) {
  const { t } = useTranslation();
  if (!view) {
    return (
      <div className="skeleton-group" role="status" aria-label={t("status.loading")}>
        <span className="skeleton skeleton--row" />
        <span className="skeleton skeleton--row" />
      </div>
    );
  }
  const players: LudoPlayerView[] = Object.values(view.players ?? {});
  const seats = Array.from({ length: Math.max(view.maxPlayers, players.length) }, (_, i) => players[i] ?? null);
  return (
    <div className="table-seats">
      <p className="table-seats__count" aria-live="polite">
        {t("ludoMenu.room.seated", { count: players.length, max: view.maxPlayers })}
      </p>
      <ul className="seat-list" aria-label={t("ludoMenu.room.seats")}>
        {seats.map((player, i) =>
          player ? (
            <li key={player.color} className={`seat seat--${player.color}`}>
              <PawnMark color={player.color} />
              <span className="seat__body">
                <span className="seat__name" title={player.playerName}>
                  {player.playerName}
                  <span className="visually-hidden">, {t(`ludoMenu.colors.${player.color}`)}</span>
                </span>
                <span className="seat__meta">
                  {player.id === userId && <span className="tag tag--active">{t("ludoMenu.room.you")}</span>}
                  {player.isCreator && <span className="tag tag--admin">{t("ludoMenu.room.host")}</span>}
                  <span className={`seat__status ${player.isConnected ? "seat__status--on" : "seat__status--off"}`}>
                    <span className="seat__dot" aria-hidden="true" />
                    {t(player.isConnected ? "ludoMenu.room.connected" : "ludoMenu.room.reconnecting")}
                  </span>
                </span>
              </span>
            </li>
          ) : (
            <li key={`empty-${i}`} className="seat seat--empty">
              <span className="pawn-mark pawn-mark--medium pawn-mark--empty" aria-hidden="true" />
              <span className="seat__body">
                <span className="seat__name">{t("ludoMenu.room.emptySeat")}</span>
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
