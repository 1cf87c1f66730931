import { useTranslation } from "react-i18next";
import type { ChessColour, ChessPlayerView } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { BotIcon, YouTag } from "../../table/SeatMarks";
import { ChessClock } from "../board/ChessClock";
import type { ClockReading } from "../clock";

interface PlayerBarProps {
  /** The seat playing this colour (none yet: waiting for an opponent). */
  player: ChessPlayerView | undefined;
  colour: ChessColour;
  isMe: boolean;
  clock: ClockReading;
  /** This side is to move. */
  active: boolean;
  /** Each side's starting time (ms), for the clock's low-time warning; none untimed. */
  startMs: number | undefined;
  /** Seconds this player has been gone, when gone. */
  goneSeconds: number | null;
}

/** One side of the board: the piece colour, the name (you, the computer), whether they are connected, their clock. */
export function PlayerBar({ player, colour, isMe, clock, active, startMs, goneSeconds }: PlayerBarProps) {
  const { t } = useTranslation();
  const online = player ? player.isBot || player.isConnected : false;
  return (
    <div className={`chess-bar ${active ? "chess-bar--active" : ""}`}>
      <span className={`chess-bar__piece chess-bar__piece--${colour}`} aria-hidden="true" />
      <span className="chess-bar__who">
        <span className="chess-bar__name">
          {player?.isBot && <BotIcon size={16} />}
          <span className="chess-bar__label">{player?.playerName || t("chess.players.waiting")}</span>
          {isMe && <YouTag />}
        </span>
        <span className="chess-bar__state">
          {player && (
            <span className={`chess-bar__dot ${online ? "chess-bar__dot--on" : ""}`} role="img" aria-label={t(online ? "chess.players.online" : "chess.players.offline")} />
          )}
          {t(`chess.colour.${colour}`)}
          {goneSeconds !== null && (
            <span className="chess-bar__gone">
              <Icon name="clock" size={14} />
              {t("chess.players.gone", { seconds: goneSeconds })}
            </span>
          )}
        </span>
      </span>
      <ChessClock
        remainingMs={clock.remainingMs}
        runningSince={clock.runningSince}
        active={active}
        label={t("chess.players.clock", { side: t(`chess.colour.${colour}`) })}
        startMs={startMs}
      />
    </div>
  );
}
