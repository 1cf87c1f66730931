import { useEffect } from "react";
import { Link } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { ChessGameRecord } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { pgnFileName } from "../pgn";
import { reasonText } from "../result";
import { TableTerms } from "../TableTerms";
import { downloadText } from "./download";

/**
 * A game that is over and whose room is gone (a reload or a link after the end): the spec's 'This game is already
 * been finished', how it ended, its PGN when the record has one, and the way back to the menu.
 */
export function FinishedGame({ record }: { record: ChessGameRecord }) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t("chess.finished.title"), { id: `chess-finished-${record.gameId}` });
  }, [record.gameId, t]);
  const white = record.players.find((p) => p.color === "white");
  const black = record.players.find((p) => p.color === "black");
  const reason = record.status === "aborted" ? "aborted" : record.result[0]?.reason;
  const winner = record.result.find((r) => r.outcome === "win")?.color ?? "";
  return (
    <div className="chess-game chess-game--centre">
      <section className="empty-state chess-finished" aria-labelledby="chess-finished-title">
        <Icon name="pawn" size={30} />
        <h1 id="chess-finished-title" className="load-error__title chess-game__notice">
          {t("chess.finished.title")}
        </h1>
        <p className="chess-finished__players">
          {t("chess.finished.players", { white: white?.playerName ?? "?", black: black?.playerName ?? "?" })}
        </p>
        {reason && <p className="load-error__text">{reasonText(reason, winner, t)}</p>}
        <TableTerms view={record} className="chess-finished__terms" />
        <div className="chess-game__actions">
          {record.pgn && (
            <button type="button" className="btn btn--outline" onClick={() => downloadText(pgnFileName(record.gameId), record.pgn)}>
              <Icon name="download" size={18} />
              {t("chess.controls.pgn")}
            </button>
          )}
          <Link to="/chess/menu" className="btn btn--primary">
            {t("chess.toMenu")}
          </Link>
        </div>
      </section>
    </div>
  );
}
