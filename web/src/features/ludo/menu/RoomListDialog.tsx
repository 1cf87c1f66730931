import { useTranslation } from "react-i18next";
import type { ListedRoom } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { BackButton } from "./ChoiceDialog";
import { PawnMark } from "./pickers";
import type { LobbyStatus } from "./useLudoLobby";
import "./menu.css";
import "./RoomListDialog.css";

interface RoomListDialogProps {
  rooms: ListedRoom[] | null;
  status: LobbyStatus;
  /** The room being joined (its button shows the pending state). */
  joining: string | null;
  onJoin: (room: ListedRoom) => void;
  onRetry: () => void;
  onClose: () => void;
  onBack: () => void;
}

/** 'Rooms': the open public Classic tables, live from the lobby. */
export function RoomListDialog({ rooms, status, joining, onJoin, onRetry, onClose, onBack }: RoomListDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("ludoMenu.rooms.title")}>
      {status === "failed" ? (
        <div className="load-error load-error--compact" role="alert">
          <Icon name="alert" size={22} className="load-error__icon" />
          <p className="load-error__title">{t("ludoMenu.rooms.failed")}</p>
          <button type="button" className="btn btn--outline" onClick={onRetry}>
            <Icon name="refresh" size={18} />
            {t("ludoMenu.rooms.retry")}
          </button>
        </div>
      ) : rooms === null ? (
        <div className="ludo-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t("ludoMenu.rooms.loading")}
        </div>
      ) : rooms.length === 0 ? (
        <p className="empty-state ludo-empty">{t("ludoMenu.rooms.empty")}</p>
      ) : (
        <>
          <p className="ludo-live">
            <span className="ludo-live__dot" aria-hidden="true" />
            {t("ludoMenu.rooms.live")}
          </p>
          <ul className="room-list" aria-label={t("ludoMenu.rooms.title")}>
            {rooms.map((room) => (
              <li key={room.roomId} className="room-row">
                <div className="room-row__name">
                  <span className="room-row__id">{room.roomId}</span>
                  <span className="room-row__pawns" aria-hidden="true">
                    {room.players.map((player) => (
                      <PawnMark key={player.color} color={player.color} size="small" />
                    ))}
                  </span>
                </div>
                <dl className="room-row__facts">
                  <div>
                    <dt>{t("ludoMenu.rooms.players")}</dt>
                    <dd>
                      {room.players.length}/{room.maxPlayers}
                    </dd>
                  </div>
                  <div>
                    <dt>{t("ludoMenu.rooms.fee")}</dt>
                    <dd>
                      {room.roomAmount} <span className="room-row__unit">{room.currency}</span>
                    </dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="btn btn--primary room-row__join"
                  aria-label={t("ludoMenu.rooms.joinRoom", { room: room.roomId })}
                  disabled={joining !== null}
                  aria-busy={joining === room.roomId}
                  onClick={() => onJoin(room)}
                >
                  {joining === room.roomId ? t("ludoMenu.rooms.joining") : t("ludoMenu.rooms.join")}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <BackButton onBack={onBack} label={t("ludoMenu.back")} />
    </Dialog>
  );
}
