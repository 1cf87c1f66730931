import { useTranslation } from "react-i18next";
import type { CSSProperties } from "react";
import type { PawnColour } from "@arena/contracts";
import type { LudoPlayerView } from "../realtime";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import type { RematchRequest } from "./useGameResult";
import "./ludo-dialogs.css";
import "../menu/menu.css";
import "./PlayerPanels.css";

interface RematchDialogProps {
  open: boolean;
  onClose: () => void;
  /** People still at the table (status not LEFT), with isAccept from the room state. */
  players: LudoPlayerView[];
  myColor: PawnColour | null;
  requests: RematchRequest[];
  tints: Record<PawnColour, string>;
  onAccept: () => void;
  onMenu: () => void;
}

/** Who has accepted the rematch; the server starts the new game once every active player has. */
export function RematchDialog({ open, onClose, players, myColor, requests, tints, onAccept, onMenu }: RematchDialogProps) {
  const { t } = useTranslation();
  const me = players.find((p) => p.color === myColor);
  const waitingOnOffline = players.some((p) => !p.isConnected);
  return (
    <Dialog open={open} onClose={onClose} title={t("ludoGame.rematch.title")} size="small">
      {requests.length > 0 && (
        <p className="rematch__asked">{t("ludoGame.rematch.askedBy", { names: requests.map((r) => r.userName).join(", ") })}</p>
      )}
      <ul className="rematch__list" aria-label={t("ludoGame.rematch.players")}>
        {players.map((p) => (
          <li key={p.color} className="rematch__row" style={{ "--pawn": tints[p.color] } as CSSProperties}>
            <span className="player-panel__swatch" aria-hidden="true" />
            <span className="rematch__name">
              {p.playerName}
              {p.color === myColor && <span className="player-panel__you">{t("ludoGame.players.you")}</span>}
            </span>
            <span className={`rematch__state ${p.isAccept ? "rematch__state--yes" : ""}`}>
              {p.isAccept ? <Icon name="check" size={16} /> : <Icon name="clock" size={16} />}
              {p.isAccept ? t("ludoGame.rematch.accepted") : p.isConnected ? t("ludoGame.rematch.waiting") : t("ludoGame.players.offline")}
            </span>
          </li>
        ))}
      </ul>
      {waitingOnOffline && <p className="rematch__note">{t("ludoGame.rematch.offlineNote")}</p>}
      <p className="rematch__note">{t("ludoGame.rematch.note")}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onMenu}>
          {t("ludoGame.result.menu")}
        </button>
        {me && !me.isAccept && (
          <button type="button" className="btn btn--primary" onClick={onAccept}>
            <Icon name="check" size={18} />
            {t("ludoGame.rematch.accept")}
          </button>
        )}
        {me?.isAccept && (
          <p className="rematch__waiting" role="status">
            <span className="spinner spinner--small" aria-hidden="true" />
            {t("ludoGame.rematch.waitingOthers")}
          </p>
        )}
      </div>
    </Dialog>
  );
}
