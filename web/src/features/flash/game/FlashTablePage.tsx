/**
 * The table of /teenpatti/game?room={id}: the room the lobby left connected, or the table joined again after a
 * reload or from a link (a seated player gets the seat back; anyone else watches and may sit). No room named: back
 * to the lobby.
 */
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../shell/Icon";
import { PageLoader } from "../../../shell/Status";
import { useProfile } from "../../../platform/account";
import { useGameRoom, type RoomSource } from "../../table/useGameRoom";
import { flashRoomAtom, resumeFlashRoom, type FlashProtocol } from "../realtime";
import { TableScreen } from "./TableScreen";
import "./flash-game.css";

export function FlashTablePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roomId = (params.get("room") ?? "").trim() || null;
  const { data: profile } = useProfile();
  const source = useMemo<RoomSource<FlashProtocol>>(() => ({ roomAtom: flashRoomAtom, resume: resumeFlashRoom }), []);
  const game = useGameRoom(source, roomId, profile?.userName || "player");

  if (game.status === "ready") return <TableScreen key={game.room.sessionId} room={game.room} />;
  if (game.status === "loading") {
    return (
      <div className="flash-game flash-game--centre">
        <h1 className="visually-hidden">{t("flash.title")}</h1>
        <PageLoader />
        <p className="flash-game__hint">{t("flash.table.joining")}</p>
      </div>
    );
  }
  const problem = game.status === "error";
  return (
    <div className="flash-game flash-game--centre">
      <div className={problem ? "load-error" : "empty-state"} role={problem ? "alert" : undefined}>
        <Icon name={problem ? "alert" : "cards"} size={30} />
        <h1 className="load-error__title flash-game__notice">{problem ? t("flash.table.problem") : t("flash.table.missing")}</h1>
        <p className="load-error__text">{problem ? game.message : t("flash.table.missingText")}</p>
        <div className="flash-game__actions">
          {problem && (
            <button type="button" className="btn btn--outline" onClick={game.retry}>
              <Icon name="refresh" size={18} />
              {t("status.retry")}
            </button>
          )}
          <Link to="/teenpatti" className="btn btn--primary">
            {t("flash.toLobby")}
          </Link>
        </div>
      </div>
    </div>
  );
}
