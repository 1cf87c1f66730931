/**
 * The chess table: the opponent's bar above the board and yours below (each with its clock), the move list, the
 * requests the state allows (controls.ts), the chat and the fairness card, and the kit's result and rematch dialogs.
 * The board draws and takes your moves; the server decides everything.
 */
import { useEffect, useState } from "react";
import { useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { CHESS_CHAT, type ChessColour, type ChessRoomView } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { PageLoader } from "../../../shell/Status";
import { useProfile } from "../../../platform/account";
import { ChatPanel } from "../../table/ChatPanel";
import { FairInfo } from "../../table/FairInfo";
import { RematchDialog } from "../../table/RematchDialog";
import { ResultDialog } from "../../table/ResultDialog";
import { useRoomEvent } from "../../table/realtime";
import { useChat } from "../../table/useChat";
import { useConnection } from "../../table/useConnection";
import { clearStoredResult, useGameResult, useRematch, type Me } from "../../table/useGameResult";
import { ChessBoard } from "../board/ChessBoard";
import type { BoardMove } from "../board/fen";
import { MoveList } from "../board/MoveList";
import { clockReading, formatCountdown, moveDeadline } from "../clock";
import { chessControls } from "../controls";
import { pgnFileName, pgnOfRoom } from "../pgn";
import { chessRoomAtom, forgetGame, forgetRoom, gamePath, rememberGame, send, useChessView, type ChessRoom } from "../realtime";
import { PIECE_TINTS, myOutcome, reasonText, resultRows, verdictText } from "../result";
import { TableTerms } from "../TableTerms";
import { colourOfSeat, lastMoveSquares, mySeatIn, opposite, otherSeat, type SeatKey } from "../view";
import { BoardTools } from "./BoardTools";
import { downloadText } from "./download";
import { GameControls, type ControlActions } from "./GameControls";
import { PlayerBar } from "./PlayerBar";
import { storePieceSet, storeSoundOn, storedPieceSet, storedSoundOn } from "./preferences";
import { useChessEvents } from "./useChessEvents";
import { useNow } from "./useNow";

type T = ReturnType<typeof useTranslation>["t"];

/** The contract's ceiling on a move's measured thinking time. */
const MAX_MOVE_MS = 86_400_000;

/** Countdowns shown in seconds (first move, untimed move limit, an absent opponent) need the time every second. */
function needsTicking(view: ChessRoomView): boolean {
  if (view.gameStatus !== "active") return false;
  const someoneGone = Object.values(view.players).some((p) => p.absentSince > 0 || p.claimableAt > 0);
  return someoneGone || (!view.clockRunning && view.turnEndsAt > 0);
}

export function GameScreen({ room, gameId }: { room: ChessRoom; gameId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setRoom = useSetAtom(chessRoomAtom);
  const { data: profile } = useProfile();
  const view = useChessView(room);
  const myId = profile?._id ?? null;
  const myKey = view ? mySeatIn(view, myId) : null;
  const myColour: ChessColour | null = (view && colourOfSeat(view, myKey)) || null;
  const [soundOn, setSoundOn] = useState(storedSoundOn);
  const [pieceSet, setPieceSet] = useState(storedPieceSet);
  const [flipped, setFlipped] = useState(false);
  const events = useChessEvents(room, view, myColour, soundOn);
  const chat = useChat(room);
  const connection = useConnection(room);
  const now = useNow(view && needsTicking(view) ? 1000 : null);
  const me: Me = { id: myId, name: profile?.userName ?? (myKey ? (view?.players[myKey]?.playerName ?? "") : "") };
  const chessMe = { id: myId, colour: myColour ?? ("" as const) };
  const result = useGameResult(room, view, (m) => myOutcome(m.winners, chessMe) === "win");
  const rematch = useRematch(room, view, me);

  // The address follows the room's game (a rematch plays a new one), and this tab remembers it for a reload.
  const roomGame = view?.gameId ?? "";
  const currency = view?.currency ?? "COIN";
  useEffect(() => {
    if (!roomGame) return;
    rememberGame({ gameId: roomGame, roomId: room.roomId, currency });
    if (roomGame !== gameId) navigate(gamePath(roomGame), { replace: true });
  }, [roomGame, gameId, room.roomId, currency, navigate]);

  // One move per position: a second drop before the state moves on is not sent (a refusal frees it again).
  const [sentFor, setSentFor] = useState<number | null>(null);
  useRoomEvent(room, "error", () => setSentFor(null));

  if (!view) return <PageLoader />;

  const live = connection === "live";
  const mine = myKey ? view.players[myKey] : undefined;
  const theirKey: SeatKey = myKey ? otherSeat(myKey) : "p2";
  const theirs = view.players[theirKey];
  const opponentName = theirs?.playerName || t("chess.players.opponent");
  const positionKey = events.positionSerial;
  const playing = view.gameStatus === "active" && view.status === "started";
  const interactive = live && playing && myColour !== null && view.turn === myColour && mine?.status === "ACTIVE" && sentFor !== positionKey;
  const controls = chessControls(view, myKey, now);
  const finished = view.gameStatus === "finished";

  const move = (m: BoardMove) => {
    if (!interactive) return;
    setSentFor(positionKey);
    const moveMs = Math.min(MAX_MOVE_MS, Math.max(0, Math.round(Date.now() - events.positionSince())));
    send(room, "opponentMove", { from: m.from, to: m.to, ...(m.promotion ? { promotion: m.promotion } : {}), moveMs });
  };
  const actions: ControlActions = {
    abort: () => send(room, "abort"),
    offerDraw: () => send(room, "offerDraw"),
    declineDraw: () => send(room, "declineDraw"),
    takeBack: () => send(room, "takeBack"),
    answerTakeback: (accept) => send(room, "undoRequestAccept", { accept }),
    resign: () => send(room, "resign"),
    claimVictory: () => send(room, "claimVictory"),
    claimDraw: () => send(room, "claimDraw"),
  };

  const leaveTable = async () => {
    clearStoredResult();
    forgetRoom();
    forgetGame();
    navigate("/chess/menu");
    // After the navigation, so this page does not join the room again.
    await room.leave(true).catch(() => undefined);
    setRoom(null);
  };
  const downloadPgn = () => downloadText(pgnFileName(view.gameId), pgnOfRoom(view, new Date(), window.location.origin));
  const othersAsked = rematch.pending.some((r) => r.uid !== myId);
  const startRematch = () => {
    if (othersAsked) rematch.accept();
    else rematch.request();
    result.setOpen(false);
    rematch.setOpen(true);
  };

  // Your colour at the bottom (white for an onlooker), unless flipped.
  const bottom: ChessColour = flipped ? opposite(myColour ?? "white") : (myColour ?? "white");
  const top = opposite(bottom);
  const everyone = Object.values(view.players);
  // Colours are drawn at the start: before it, the opponent sits on top.
  const coloured = everyone.some((p) => p.color !== "");
  const bar = (colour: ChessColour) => {
    const player = coloured ? everyone.find((p) => p.color === colour) : colour === bottom ? mine : theirs;
    const gone = playing && player && player.absentSince > 0 ? Math.max(0, Math.floor((now - player.absentSince) / 1000)) : null;
    return (
      <PlayerBar
        player={player}
        colour={colour}
        isMe={player !== undefined && player === mine}
        clock={clockReading(view, colour, events.arrivedAt)}
        active={playing && view.turn === colour}
        startMs={view.minutes < 0 ? undefined : view.minutes * 60_000}
        goneSeconds={gone}
      />
    );
  };
  const tints: Record<string, string> = { ...PIECE_TINTS };
  for (const [key, p] of Object.entries(view.players)) if (p.color) tints[key] = PIECE_TINTS[p.color];
  const outcome = result.result ? myOutcome(result.result.winners, chessMe) : null;

  return (
    <div className="chess-game">
      <header className="chess-game__head">
        <div className="chess-game__title">
          <h1>{t("chess.title")}</h1>
          <TableTerms view={view} />
        </div>
        <BoardTools
          onFlip={() => setFlipped((f) => !f)}
          pieceSet={pieceSet}
          onPieceSet={(set) => {
            storePieceSet(set);
            setPieceSet(set);
          }}
          soundOn={soundOn}
          onSound={(on) => {
            storeSoundOn(on);
            setSoundOn(on);
          }}
        />
      </header>

      {connection !== "live" && (
        <p className={`note ${connection === "closed" ? "note--danger" : "note--pending"} chess-game__banner`} role="status">
          <Icon name={connection === "closed" ? "alert" : "refresh"} size={18} />
          <span>{t(connection === "closed" ? "chess.game.closed" : "chess.game.dropped")}</span>
          {connection === "closed" && (
            <button type="button" className="btn btn--ghost" onClick={() => void leaveTable()}>
              {t("chess.toMenu")}
            </button>
          )}
        </p>
      )}

      <div className="chess-game__grid">
        <section className="chess-game__play" aria-label={t("chess.game.table")}>
          {bar(top)}
          <div className="chess-game__board">
            <ChessBoard
              fen={view.fen}
              orientation={bottom}
              legalMoves={interactive ? view.legalMoves : []}
              lastMove={lastMoveSquares(view)}
              check={view.check}
              pieceSet={pieceSet}
              interactive={interactive}
              onMove={move}
              label={boardLabel(view, myColour, t)}
            />
          </div>
          {bar(bottom)}
          <p className="chess-game__status" aria-live="polite">
            {statusLine(view, myColour, opponentName, now, t)}
          </p>
          <GameControls controls={controls} actions={actions} disabled={!live} opponentName={opponentName} />
          {finished && (
            <div className="chess-game__actions">
              {result.result && !result.open && (
                <button type="button" className="btn btn--primary" onClick={() => result.setOpen(true)}>
                  <Icon name="trophy" size={18} />
                  {t("table.result.show")}
                </button>
              )}
              <button type="button" className="btn btn--outline" onClick={downloadPgn}>
                <Icon name="download" size={18} />
                {t("chess.controls.pgn")}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => void leaveTable()}>
                {t("chess.toMenu")}
              </button>
            </div>
          )}
        </section>

        <aside className="chess-game__side">
          <section className="game-card chess-moves" aria-labelledby="chess-moves-title">
            <h2 className="game-card__title" id="chess-moves-title">
              <Icon name="list" size={18} />
              {t("chess.moves")}
            </h2>
            <MoveList moves={view.moves} />
          </section>
          {/* Nobody to talk to at a computer table. */}
          {view.gameType !== "Computer" && (
            <ChatPanel
              lines={chat}
              myId={myId}
              tints={tints}
              maxLength={CHESS_CHAT.maxLength}
              disabled={!live || !mine}
              onSend={(message) => send(room, "send:message", { message })}
            />
          )}
          <FairInfo
            gameId={view.gameId}
            serverSeedHash={view.serverSeedHash}
            clientSeed={view.clientSeed}
            draws={{ label: t("chess.fair.draws"), count: view.gameId ? 1 : 0 }}
            // The check page recomputes Ludo's dice only: no link for a chess game; the note says what to check.
            finished={false}
            serverSeed={events.revealed?.gameId === view.gameId ? events.revealed.serverSeed : null}
            verifyLabel=""
            note={t("chess.fair.note")}
          />
        </aside>
      </div>

      <div className="visually-hidden" aria-live="polite">
        {events.announcement}
      </div>

      {result.result && (
        <ResultDialog
          open={result.open}
          onClose={() => result.setOpen(false)}
          rows={resultRows(result.result.winners, chessMe, t)}
          won={outcome === "win"}
          verdict={verdictText(outcome, t)}
          reason={reasonText(view.status, view.winner, t)}
          currency={view.currency}
          online
          rematchAsked={othersAsked}
          onMenu={() => void leaveTable()}
          onRematch={startRematch}
          actions={
            <button type="button" className="btn btn--outline" onClick={downloadPgn}>
              <Icon name="download" size={18} />
              {t("chess.controls.pgn")}
            </button>
          }
        />
      )}
      <RematchDialog
        open={rematch.open}
        onClose={() => rematch.setOpen(false)}
        seats={Object.entries(view.players)
          .filter(([, p]) => !p.isBot)
          .map(([key, p]) => ({ seat: key, name: p.playerName, isMe: key === myKey, isAccept: p.isAccept, isConnected: p.isConnected, tint: tints[key] ?? PIECE_TINTS.white }))}
        requests={rematch.pending}
        onAccept={startRematch}
        onMenu={() => void leaveTable()}
      />
    </div>
  );
}

/** The line under the board: whose move, the first-move or untimed limit, or how the game ended. */
function statusLine(view: ChessRoomView, myColour: ChessColour | null, opponentName: string, now: number, t: T): string {
  if (view.gameStatus === "not_started") return t("chess.status.waiting");
  if (view.gameStatus === "finished") return reasonText(view.status, view.winner, t);
  const deadline = moveDeadline(view, now);
  const yours = myColour !== null && view.turn === myColour;
  const parts = [yours ? t(view.check ? "chess.status.yourMoveCheck" : "chess.status.yourMove") : t("chess.status.theirMove", { name: opponentName })];
  if (deadline && yours) parts.push(t(deadline.kind === "firstMove" ? "chess.status.firstMove" : "chess.status.untimed", { time: formatCountdown(deadline.seconds) }));
  return parts.join(" ");
}

/** The board in words, for screen readers: your side, the last move, whose move. */
function boardLabel(view: ChessRoomView, myColour: ChessColour | null, t: T): string {
  const parts = [t("chess.board.label")];
  if (myColour) parts.push(t("chess.board.you", { side: t(`chess.colour.${myColour}`) }));
  if (view.lastMove.ply > 0) parts.push(t("chess.board.last", { san: view.lastMove.san }));
  if (view.turn) parts.push(t("chess.board.toMove", { side: t(`chess.colour.${view.turn}`) }));
  if (view.check) parts.push(t("chess.board.check"));
  return parts.join(" ");
}
