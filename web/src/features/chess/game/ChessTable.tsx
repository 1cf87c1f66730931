import { Link, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../shell/Icon";
import { PageLoader } from "../../../shell/Status";
import { useProfile } from "../../../platform/account";
import { FinishedGame } from "./FinishedGame";
import { GameScreen } from "./GameScreen";
import { useChessGame } from "./useChessGame";
import "./chess-game.css";

/**
 * The table of /chess/game/{id}: the room the menu left connected, or the game's room joined again after a reload or
 * from a link; a game that is over shows its record. Every outcome comes from the server.
 */
export function ChessTable() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data: profile } = useProfile();
  const game = useChessGame(id, profile?.userName || "player");

  if (game.status === "ready") return <GameScreen key={game.room.sessionId} room={game.room} gameId={id} />;
  if (game.status === "finished") return <FinishedGame record={game.record} />;
  if (game.status === "loading") {
    return (
      <div className="chess-game chess-game--centre">
        <PageLoader />
        <p className="chess-game__hint">{t("chess.game.joining")}</p>
      </div>
    );
  }
  const problem = game.status === "error";
  return (
    <div className="chess-game chess-game--centre">
      <div className={problem ? "load-error" : "empty-state"} role={problem ? "alert" : undefined}>
        <Icon name={problem ? "alert" : "pawn"} size={30} />
        <h1 className="load-error__title chess-game__notice">{problem ? t("chess.game.problem") : t("chess.errors.gameNotFound")}</h1>
        <p className="load-error__text">{problem ? game.message : t("chess.game.missing")}</p>
        <div className="chess-game__actions">
          {problem && (
            <button type="button" className="btn btn--outline" onClick={game.retry}>
              <Icon name="refresh" size={18} />
              {t("status.retry")}
            </button>
          )}
          <Link to="/chess/menu" className="btn btn--primary">
            {t("chess.toMenu")}
          </Link>
        </div>
      </div>
    </div>
  );
}
