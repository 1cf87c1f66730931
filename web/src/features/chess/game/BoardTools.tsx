import { useSetAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { CHESS_PIECE_SETS, CHESS_PIECE_SET_KEYS } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { settingsOpenAtom } from "../../../shell/panels";
import type { PieceSet } from "./preferences";

interface BoardToolsProps {
  onFlip: () => void;
  pieceSet: PieceSet;
  onPieceSet: (set: PieceSet) => void;
  soundOn: boolean;
  onSound: (on: boolean) => void;
}

/** Flip the board, pick the pieces, move sounds on or off (their loudness is the app's sound setting). */
export function BoardTools({ onFlip, pieceSet, onPieceSet, soundOn, onSound }: BoardToolsProps) {
  const { t } = useTranslation();
  const openSettings = useSetAtom(settingsOpenAtom);
  return (
    <div className="chess-tools" role="group" aria-label={t("chess.tools.label")}>
      <button type="button" className="icon-btn" aria-label={t("chess.tools.flip")} title={t("chess.tools.flip")} onClick={onFlip}>
        <Icon name="refresh" size={18} />
      </button>
      <label className="chess-tools__pieces">
        <span className="visually-hidden">{t("chess.tools.pieces")}</span>
        <select className="field__control chess-tools__select" value={pieceSet} onChange={(event) => onPieceSet(Number(event.target.value) as PieceSet)}>
          {CHESS_PIECE_SET_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`chess.tools.pieceSets.${CHESS_PIECE_SETS[key]}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={`icon-btn ${soundOn ? "" : "chess-tools__off"}`}
        aria-pressed={soundOn}
        aria-label={t("chess.tools.sound")}
        title={t(soundOn ? "chess.tools.soundOn" : "chess.tools.soundOff")}
        onClick={() => onSound(!soundOn)}
      >
        <Icon name="volume" size={18} />
      </button>
      <button type="button" className="icon-btn" aria-label={t("chess.tools.settings")} title={t("chess.tools.settings")} onClick={() => openSettings(true)}>
        <Icon name="gear" size={18} />
      </button>
    </div>
  );
}
