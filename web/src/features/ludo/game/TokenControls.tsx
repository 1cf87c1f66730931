import { useTranslation } from "react-i18next";
import type { CSSProperties } from "react";
import type { LudoPlayerView } from "../realtime";
import { tokenWhere } from "./players";
import "./TokenControls.css";

interface TokenControlsProps {
  player: LudoPlayerView;
  /** The server's legal tokens for you right now (empty when you may not move). */
  movable: number[];
  onMove: (token: number) => void;
  tint: string;
}

/** Your four tokens as buttons: the keyboard (and screen reader) way to move what the board highlights. */
export function TokenControls({ player, movable, onMove, tint }: TokenControlsProps) {
  const { t } = useTranslation();
  const where = (progress: number) => {
    const w = tokenWhere(progress);
    return w.kind === "track" ? t("ludoGame.tokens.step", { step: w.step }) : t(`ludoGame.tokens.${w.kind}`);
  };
  return (
    <div className="token-controls" style={{ "--pawn": tint } as CSSProperties}>
      <p className="token-controls__title" id="token-controls-title">
        {movable.length > 0 ? t("ludoGame.tokens.choose") : t("ludoGame.tokens.title")}
      </p>
      <div className="token-controls__row" role="group" aria-labelledby="token-controls-title">
        {player.tokens.map((progress, i) => {
          const live = movable.includes(i);
          return (
            <button
              key={i}
              type="button"
              className={`token-btn ${live ? "token-btn--live" : ""}`}
              disabled={!live}
              onClick={() => onMove(i)}
              aria-label={t(live ? "ludoGame.tokens.move" : "ludoGame.tokens.token", { n: i + 1, where: where(progress) })}
            >
              <span className="token-btn__pawn" aria-hidden="true">
                {i + 1}
              </span>{" "}
              <span className="token-btn__where" aria-hidden="true">
                {where(progress)}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
