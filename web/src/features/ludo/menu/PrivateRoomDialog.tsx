import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { Room } from "@colyseus/sdk";
import { messages } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { copyWithToast, shareInvite } from "../../table/share";
import { send, type LudoRoomView } from "../realtime";
import { TableSeats } from "./TableSeats";
import "./menu.css";
import "./PrivateRoomDialog.css";

interface PrivateRoomDialogProps {
  room: Room;
  view: LudoRoomView | null;
  /** Known to the creator and to a player who joined with it. */
  password: string | null;
  userId: string;
  onLeave: () => Promise<void>;
}

/**
 * The private room (waiting players): the code to copy or share, the seats for 2, 3 or 4, and for the creator
 * Start. Closing it leaves the room.
 */
export function PrivateRoomDialog({ room, view, password, userId, onLeave }: PrivateRoomDialogProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const code = room.roomId;
  const me = Object.values(view?.players ?? {}).find((player) => player.id === userId);
  const seated = Object.keys(view?.players ?? {}).length;

  const start = () => {
    // The creator may start only when every seat is taken (the server checks the same).
    if (!view || seated < view.maxPlayers) {
      toast.error(messages.cantStart);
      return;
    }
    send(room, "game-start", { roomName: code, eventCode: "START_GAME", sender: userId });
  };

  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    await onLeave();
  };

  return (
    <Dialog open onClose={() => void leave()} title={t("ludoMenu.room.title")}>
      <div className="private-room">
        <div className="room-code">
          <span className="room-code__label">{t("ludoMenu.room.code")}</span>
          <span className="room-code__row">
            <code className="room-code__value">{code}</code>
            <button type="button" className="icon-btn" aria-label={t("ludoMenu.room.copyCode")} title={t("ludoMenu.room.copyCode")} onClick={() => void copyWithToast(code)}>
              <Icon name="copy" size={18} />
            </button>
          </span>
          {password && (
            <>
              <span className="room-code__label">{t("ludoMenu.room.password")}</span>
              <span className="room-code__row">
                <code className="room-code__value room-code__value--small">{password}</code>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t("ludoMenu.room.copyPassword")}
                  title={t("ludoMenu.room.copyPassword")}
                  onClick={() => void copyWithToast(password)}
                >
                  <Icon name="copy" size={18} />
                </button>
              </span>
            </>
          )}
          {view && (
            <span className="room-code__fee">
              <Icon name="coin" size={16} />
              {t("ludoMenu.room.fee")}: {view.roomAmount} {view.currency}
            </span>
          )}
        </div>
        <button type="button" className="btn btn--outline btn--block" onClick={() => void shareInvite(t("ludoMenu.room.inviteText", { code }))}>
          <Icon name="users" size={18} />
          {t("ludoMenu.room.invite")}
        </button>
        <TableSeats view={view} userId={userId} />
        <div className="ludo-form__actions">
          <button type="button" className="btn btn--ghost" disabled={leaving} aria-busy={leaving} onClick={() => void leave()}>
            <Icon name="logout" size={18} />
            {t("ludoMenu.room.leave")}
          </button>
          {me?.isCreator ? (
            <button type="button" className="btn btn--primary btn--large" onClick={start}>
              <Icon name="dice" size={18} />
              {t("ludoMenu.room.start")}
            </button>
          ) : (
            <p className="field__hint private-room__wait">{t("ludoMenu.room.hostStarts")}</p>
          )}
        </div>
      </div>
    </Dialog>
  );
}
