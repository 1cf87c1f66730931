import { useTranslation } from "react-i18next";
import type { CSSProperties } from "react";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";
import type { RematchRequest } from "./useGameResult";
import { SeatSwatch, YouTag } from "./SeatMarks";
import "./RematchDialog.css";

/** One person still at the table, as the rematch dialog lists them. */
export interface RematchSeat {
  /** The seat's key (Ludo: its colour). */
  seat: string;
  name: string;
  isMe: boolean;
  isAccept: boolean;
  isConnected: boolean;
  /** The seat's colour (a CSS colour). */
  tint: string;
}

interface RematchDialogProps {
  open: boolean;
  onClose: () => void;
  /** People still at the table (not left), with isAccept from the room state. */
  seats: RematchSeat[];
  requests: RematchRequest[];
  onAccept: () => void;
  onMenu: () => void;
}

/** Who has accepted the rematch; the server starts the new game once every active player has. */
export function RematchDialog({ open, onClose, seats, requests, onAccept, onMenu }: RematchDialogProps) {
  const { t } = useTranslation();
  const me = seats.find((s) => s.isMe);
  const waitingOnOffline = seats.some((s) => !s.isConnected);
  return (
    <Dialog open={open} onClose={onClose} title={t("table.rematch.title")} size="small">
      {requests.length > 0 && (
        <p className="rematch__asked">{t("table.rematch.askedBy", { names: requests.map((r) => r.userName).join(", ") })}</p>
      )}
      <ul className="rematch__list" aria-label={t("table.rematch.players")}>
        {seats.map((s) => (
          <li key={s.seat} className="rematch__row" style={{ "--seat": s.tint } as CSSProperties}>
            <SeatSwatch />
            <span className="rematch__name">
              {s.name}
              {s.isMe && <YouTag />}
            </span>
            <span className={`rematch__state ${s.isAccept ? "rematch__state--yes" : ""}`}>
              {s.isAccept ? <Icon name="check" size={16} /> : <Icon name="clock" size={16} />}
              {s.isAccept ? t("table.rematch.accepted") : s.isConnected ? t("table.rematch.waiting") : t("table.rematch.offline")}
            </span>
          </li>
        ))}
      </ul>
      {waitingOnOffline && <p className="rematch__note">{t("table.rematch.offlineNote")}</p>}
      <p className="rematch__note">{t("table.rematch.note")}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onMenu}>
          {t("table.result.menu")}
        </button>
        {me && !me.isAccept && (
          <button type="button" className="btn btn--primary" onClick={onAccept}>
            <Icon name="check" size={18} />
            {t("table.rematch.accept")}
          </button>
        )}
        {me?.isAccept && (
          <p className="rematch__waiting" role="status">
            <span className="spinner" aria-hidden="true" />
            {t("table.rematch.waitingOthers")}
          </p>
        )}
      </div>
    </Dialog>
  );
}
