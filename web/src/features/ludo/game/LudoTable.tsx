/**
 * The table of /ludo/game. Gets the room (left by the menu in ludoRoomAtom, or joined again from ?roomName= after a
 * reload), shows the board, the players, the die, the chat and the fairness commitment, and sends the player's
 * actions. Every outcome comes from the server.
 */
import { useEffect, useMemo, useState, type CSSProperties } from "react";
import { useSetAtom } from "jotai";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { LUDO_CHAT, type PawnColour } from "@arena/contracts";
import { COLORS } from "@arena/rules-ludo";
import { readLocal } from "../../../lib/storage";
import { Icon } from "../../../shell/Icon";
import { PageLoader } from "../../../shell/Status";
import { settingsOpenAtom } from "../../../shell/panels";
import { useProfile } from "../../../platform/account";
import { music, setReloadOnVisible } from "../../table/audio";
import { useRoomEvent } from "../../table/realtime";
import { ChatPanel } from "../../table/ChatPanel";
import { FairInfo } from "../../table/FairInfo";
import { RematchDialog } from "../../table/RematchDialog";
import { ResultDialog } from "../../table/ResultDialog";
import { TurnRing } from "../../table/TurnRing";
import { useChat } from "../../table/useChat";
import { useConnection } from "../../table/useConnection";
import { clearStoredResult, useGameResult, useRematch, type Me } from "../../table/useGameResult";
import { useGameRoom, type RoomSource } from "../../table/useGameRoom";
import { useTableAddress } from "../../table/useTableAddress";
import { LUDO_TUNE } from "../audio";
import { DEFAULT_COMPUTER_SETUP, startComputerGame } from "../computerGame";
import { showInterruptedGame } from "../interruptedGame";
import { forgetRoom, ludoRoomAtom, resumeLudoRoom, send, useLudoState, type LudoProtocol, type LudoRoom, type LudoRoomView } from "../realtime";
import { LudoBoard } from "./LudoBoard";
import { PALETTES, boardThemeFor, css, storeBoardTheme, type BoardTheme } from "./boardTheme";
import { DiceButton } from "./DiceButton";
import { LeaveGame } from "./LeaveGame";
import { PlayerPanels } from "./PlayerPanels";
import { TokenControls } from "./TokenControls";
import { canRoll, completeView, didIWin, isOnline, myColourIn, myMovableTokens, rematchSeats, resultRows, seatedPlayers, tokenWhere } from "./players";
import { useGameEvents } from "./useGameEvents";
import { useKeyboardShortcuts } from "./useKeyboardShortcuts";
import "./ludo-game.css";

/**
 * Where the table gets its room: the one the menu left, or the named room joined again. A /ludo/game?started=false
 * that names no room starts a game against the computer (spec); a failed resume says what became of the game.
 */
const LUDO_ROOMS: RoomSource<LudoProtocol> = {
  roomAtom: ludoRoomAtom,
  resume: resumeLudoRoom,
  startFresh: (playerName) => startComputerGame(DEFAULT_COMPUTER_SETUP, playerName),
  onResumeFailed: (t) => void showInterruptedGame(t),
};

export function LudoTable() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: profile } = useProfile();
  const game = useGameRoom(LUDO_ROOMS, params.get("roomName"), profile?.userName ?? "player", params.get("started") === "false");

  if (game.status === "loading") {
    return (
      <div className="ludo-game ludo-game--centre">
        <PageLoader />
        <p className="ludo-game__hint">{t("ludoGame.joining")}</p>
      </div>
    );
  }
  if (game.status === "error" || game.status === "none") {
    return (
      <div className="ludo-game ludo-game--centre">
        <div className={game.status === "error" ? "load-error" : "empty-state"} role={game.status === "error" ? "alert" : undefined}>
          <Icon name={game.status === "error" ? "alert" : "dice"} size={30} />
          <p className="load-error__title">{t(game.status === "error" ? "ludoGame.problem.title" : "ludoGame.none.title")}</p>
          <p className="load-error__text">{game.status === "error" ? game.message : t("ludoGame.none.text")}</p>
          <div className="ludo-game__actions">
            {game.status === "error" && (
              <button type="button" className="btn btn--outline" onClick={game.retry}>
                <Icon name="refresh" size={18} />
                {t("status.retry")}
              </button>
            )}
            <Link to="/ludo/menu" className="btn btn--primary">
              {t("ludoGame.toMenu")}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return <GameScreen key={game.room.sessionId} room={game.room} />;
}

function GameScreen({ room }: { room: LudoRoom }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const setRoom = useSetAtom(ludoRoomAtom);
  const openSettings = useSetAtom(settingsOpenAtom);
  const { data: profile } = useProfile();
  const raw = useLudoState(room);
  const view = useMemo(() => completeView(raw), [raw]);
  const myId = profile?._id ?? params.get("uid");
  const myColor = view ? myColourIn(view, myId) : null;
  const me: Me = { id: myId, name: profile?.userName ?? (myColor ? (view?.players[myColor]?.playerName ?? "") : "") };
  const events = useGameEvents(room, view, myColor);
  const chat = useChat(room);
  const connection = useConnection(room);
  const result = useGameResult(room, view, (m) => didIWin(m.winners, view?.gameType ?? "", { id: myId, color: myColor }));
  const rematch = useRematch(room, view, me);
  const [themeChoice, setThemeChoice] = useState<BoardTheme | null>(null);
  const theme = themeChoice ?? boardThemeFor(view?.boardType);
  const tints = Object.fromEntries(COLORS.map((c) => [c, css(PALETTES[theme].seats[c].base)])) as Record<PawnColour, string>;

  // One action per server state: a second click before the state moves on is not sent (errors reset it).
  const [sentFor, setSentFor] = useState<string | null>(null);
  const stateKey = view ? `${view.gameId}:${view.rolls}:${view.status}:${view.turn}` : "";
  useRoomEvent(room, "error", () => setSentFor(null));
  const rolling = events.roll !== null && !events.roll.settled;
  const live = connection === "live";
  const rollEnabled = view !== null && live && canRoll(view, myColor) && sentFor !== stateKey;
  const movable = view && live && !rolling && sentFor !== stateKey ? myMovableTokens(view, myColor) : [];

  const roll = () => {
    if (!rollEnabled) return;
    setSentFor(stateKey);
    send(room, "roll-dice", {});
  };
  const move = (token: number) => {
    if (!movable.includes(token)) return;
    setSentFor(stateKey);
    send(room, "update:move", { token });
  };

  useMusicWhileMounted();
  useKeyboardShortcuts(roll, move);
  useTurnClockHint(room, view, myColor);
  useTableAddress(view, myId, params, setParams);

  const leaveTable = async (exit: boolean) => {
    if (exit) send(room, "player exit", {});
    clearStoredResult();
    forgetRoom();
    navigate("/ludo/menu");
    // After the navigation, so this page does not join the room again from its address.
    await room.leave(true).catch(() => undefined);
    setRoom(null);
  };

  if (!view) return <PageLoader />;

  const players = seatedPlayers(view);
  const mine = myColor ? view.players[myColor] : undefined;
  const finished = view.gameStatus === "finished";
  const online = isOnline(view);
  const othersAsked = rematch.pending.some((r) => r.uid !== myId);
  const startRematch = () => {
    if (othersAsked) rematch.accept();
    else rematch.request();
    const next = new URLSearchParams(params);
    next.set("started", "false");
    next.set("rematch", "true");
    setParams(next, { replace: true });
    result.setOpen(false);
    rematch.setOpen(true);
  };

  return (
    <div className="ludo-game">
      <header className="ludo-bar">
        <div className="ludo-bar__title">
          <h1>{t("ludoGame.title")}</h1>
          <ul className="ludo-bar__tags" aria-label={t("ludoGame.tableInfo")}>
            <li>{t(`ludoGame.mode.${view.gameType}`, { defaultValue: view.gameType })}</li>
            <li>{t(`ludoGame.rules.${view.rules}`)}</li>
            {view.roomAmount > 0 && <li>{t("ludoGame.fee", { amount: view.roomAmount, currency: view.currency })}</li>}
          </ul>
        </div>
        <div className="ludo-bar__actions">
          <div className="ludo-switch" role="group" aria-label={t("ludoGame.theme.label")}>
            {(["default", "nature"] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="ludo-switch__option"
                aria-pressed={theme === option}
                onClick={() => {
                  storeBoardTheme(option);
                  setThemeChoice(option);
                }}
              >
                {t(`ludoGame.theme.${option}`)}
              </button>
            ))}
          </div>
          <button type="button" className="icon-btn" aria-label={t("ludoGame.settings")} onClick={() => openSettings(true)}>
            <Icon name="gear" />
          </button>
          <LeaveGame live={view.gameStatus === "active"} paid={view.roomAmount > 0} onLeave={() => leaveTable(view.gameStatus === "active")} />
        </div>
      </header>

      {connection !== "live" && (
        <p className={`note ${connection === "closed" ? "note--danger" : "note--pending"} ludo-game__banner`} role="status">
          <Icon name={connection === "closed" ? "alert" : "refresh"} size={18} />
          <span>{t(connection === "closed" ? "ludoGame.connection.closed" : "ludoGame.connection.dropped")}</span>
          {connection === "closed" && (
            <button type="button" className="btn btn--ghost" onClick={() => void leaveTable(false)}>
              {t("ludoGame.toMenu")}
            </button>
          )}
        </p>
      )}

      <div className="ludo-game__grid">
        <section className="ludo-game__panels">
          <PlayerPanels view={view} players={players} myColor={myColor} tints={tints} />
        </section>

        <section className="ludo-game__board" aria-label={t("ludoGame.board.region")}>
          <LudoBoard
            players={players}
            theme={theme}
            animator={events.animator}
            movable={myColor && movable.length > 0 ? { color: myColor, tokens: movable } : null}
            onMove={move}
            label={boardSummary(view, t)}
            fallback={<p className="ludo-board__fallback">{t("ludoGame.board.fallback")}</p>}
          />
        </section>

        <section className="ludo-game__controls" aria-label={t("ludoGame.controls")}>
          <div className="turn-box" style={{ "--seat": view.turn ? tints[view.turn] : "var(--accent)" } as CSSProperties}>
            <TurnRing endsAt={view.gameStatus === "active" ? view.turnEndsAt : 0} totalSeconds={view.turnSeconds} size={104} label={t("ludoGame.players.clock")}>
              <DiceButton roll={events.roll} tableValue={view.dice} enabled={rollEnabled} onRoll={roll} tint={view.turn ? tints[view.turn] : "var(--accent)"} />
            </TurnRing>
            <p className="turn-box__status" aria-live="polite">
              {turnText(view, myColor, t)}
            </p>
          </div>
          {mine && <TokenControls player={mine} movable={movable} onMove={move} tint={tints[mine.color]} />}
          {finished && result.result && !result.open && (
            <button type="button" className="btn btn--primary btn--block" onClick={() => result.setOpen(true)}>
              <Icon name="trophy" size={18} />
              {t("table.result.show")}
            </button>
          )}
          <p className="ludo-game__hint">{t("ludoGame.keys")}</p>
        </section>

        <aside className="ludo-game__social">
          <FairInfo
            gameId={view.gameId}
            serverSeedHash={view.serverSeedHash}
            clientSeed={view.clientSeed}
            draws={{ label: t("ludoGame.fair.rolls"), count: view.rolls }}
            finished={finished}
            serverSeed={events.revealed?.gameId === view.gameId ? events.revealed.serverSeed : null}
            verifyLabel={t("ludoGame.fair.verify")}
            note={t("ludoGame.fair.during")}
          />
          <ChatPanel
            lines={chat}
            myId={myId}
            tints={tints}
            maxLength={LUDO_CHAT.maxLength}
            disabled={!live || !mine}
            onSend={(message) => send(room, "send:message", { message })}
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
          rows={resultRows(result.result.winners, { id: myId, color: myColor }, tints, t)}
          won={result.result.won}
          currency={view.currency}
          online={online}
          rematchAsked={othersAsked}
          onMenu={() => void leaveTable(false)}
          onRematch={startRematch}
        />
      )}
      {online && (
        <RematchDialog
          open={rematch.open}
          onClose={() => rematch.setOpen(false)}
          seats={rematchSeats(view, myColor, tints)}
          requests={rematch.pending}
          onAccept={startRematch}
          onMenu={() => void leaveTable(false)}
        />
      )}
    </div>
  );
}

type T = ReturnType<typeof useTranslation>["t"];

function turnText(view: LudoRoomView, myColor: PawnColour | null, t: T): string {
  if (view.gameStatus === "not_started") {
    return t("ludoGame.turn.waitingPlayers", { count: Object.keys(view.players).length, max: view.maxPlayers });
  }
  if (view.gameStatus === "finished") return t("ludoGame.turn.over");
  if (view.turn === myColor) return t(view.status === "waiting_for_token" ? "ludoGame.turn.chooseToken" : "ludoGame.turn.yourRoll");
  const name = view.turn ? view.players[view.turn]?.playerName || t(`ludoGame.colour.${view.turn}`) : "";
  return t("ludoGame.turn.theirs", { name });
}

/** The canvas in words: every colour's tokens. */
function boardSummary(view: LudoRoomView, t: T): string {
  const where = (progress: number) => {
    const w = tokenWhere(progress);
    return w.kind === "track" ? t("ludoGame.tokens.step", { step: w.step }) : t(`ludoGame.tokens.${w.kind}`);
  };
  const lines = seatedPlayers(view).map((p) => `${t(`ludoGame.colour.${p.color}`)}: ${p.tokens.map(where).join(", ")}`);
  return `${t("ludoGame.board.label")}. ${lines.join(". ")}`;
}

/** The menu's music switch (localStorage), honoured at the table too. */
const MUSIC_SWITCH_KEY = "ludoMusic";

/**
 * Background music while the table is open (unless switched off in the menu); no reload-on-visible while a game
 * is live here (see audio.ts).
 */
function useMusicWhileMounted(): void {
  useEffect(() => {
    const restore = setReloadOnVisible(false);
    const playing = readLocal(MUSIC_SWITCH_KEY) !== "off";
    if (playing) music.start(LUDO_TUNE);
    return () => {
      if (playing) music.stop();
      restore();
    };
  }, []);
}

/** When your clock runs out, tell the server (a hint only: its own clock decides). */
function useTurnClockHint(room: LudoRoom, view: LudoRoomView | null, myColor: PawnColour | null): void {
  const endsAt = view && view.gameStatus === "active" && view.turn === myColor ? view.turnEndsAt : 0;
  useEffect(() => {
    if (endsAt <= 0) return;
    const id = window.setTimeout(() => send(room, "timer:end", {}), Math.max(0, endsAt - Date.now()) + 400);
    return () => window.clearTimeout(id);
  }, [room, endsAt]);
}
