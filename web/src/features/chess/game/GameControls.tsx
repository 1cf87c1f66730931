import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import type { ChessControls } from "../controls";

/** What the buttons send (the chess contract's messages). */
export interface ControlActions {
  abort: () => void;
  offerDraw: () => void;
  declineDraw: () => void;
  takeBack: () => void;
  answerTakeback: (accept: boolean) => void;
  resign: () => void;
  claimVictory: () => void;
  claimDraw: () => void;
}

interface GameControlsProps {
  controls: ChessControls;
  actions: ControlActions;
  /** No request goes out while the connection is down. */
  disabled: boolean;
  opponentName: string;
}

/**
 * The player's requests besides moves, only those the state allows (controls.ts): abort, draw offers and answers,
 * takebacks and answers, resign (after a confirmation), and the claims when the opponent is gone.
 */
export function GameControls({ controls: c, actions, disabled, opponentName }: GameControlsProps) {
  const { t } = useTranslation();
  const [confirmResign, setConfirmResign] = useState(false);
  const claimSeconds = c.claimInMs === null ? null : Math.ceil(c.claimInMs / 1000);

  return (
    <div className="chess-controls">
      {c.answerDraw && (
        <div className="chess-controls__ask" role="status">
          <p>{t("chess.offer.drawReceived", { name: opponentName })}</p>
          <div className="chess-controls__row">
            <button type="button" className="btn btn--primary" disabled={disabled} onClick={actions.offerDraw}>
              <Icon name="check" size={18} />
              {t("chess.controls.acceptDraw")}
            </button>
            <button type="button" className="btn btn--ghost" disabled={disabled} onClick={actions.declineDraw}>
              {t("chess.controls.decline")}
            </button>
          </div>
        </div>
      )}
      {c.answerTakeback && (
        <div className="chess-controls__ask" role="status">
          <p>{t("chess.offer.takebackReceived", { name: opponentName })}</p>
          <div className="chess-controls__row">
            <button type="button" className="btn btn--primary" disabled={disabled} onClick={() => actions.answerTakeback(true)}>
              <Icon name="check" size={18} />
              {t("chess.controls.acceptTakeback")}
            </button>
            <button type="button" className="btn btn--ghost" disabled={disabled} onClick={() => actions.answerTakeback(false)}>
              {t("chess.controls.refuseTakeback")}
            </button>
          </div>
        </div>
      )}
      {(c.claim || claimSeconds !== null) && (
        <div className="chess-controls__ask chess-controls__ask--claim" role="status">
          <p>{c.claim ? t("chess.claim.ready", { name: opponentName }) : t("chess.claim.countdown", { name: opponentName, seconds: claimSeconds })}</p>
          {c.claim && (
            <div className="chess-controls__row">
              <button type="button" className="btn btn--primary" disabled={disabled} onClick={actions.claimVictory}>
                <Icon name="trophy" size={18} />
                {t("chess.controls.claimVictory")}
              </button>
              <button type="button" className="btn btn--outline" disabled={disabled} onClick={actions.claimDraw}>
                {t("chess.controls.claimDraw")}
              </button>
            </div>
          )}
        </div>
      )}
      {c.drawOffered && <p className="chess-controls__note">{t("chess.offer.drawSent")}</p>}
      {c.takebackAsked && <p className="chess-controls__note">{t("chess.offer.takebackSent")}</p>}

      <div className="chess-controls__row" role="group" aria-label={t("chess.controls.label")}>
        {c.abort && (
          <button type="button" className="btn btn--outline" disabled={disabled} onClick={actions.abort}>
            <Icon name="close" size={18} />
            {t("chess.controls.abort")}
          </button>
        )}
        {c.takeback && (
          <button type="button" className="btn btn--outline" disabled={disabled} onClick={actions.takeBack}>
            <Icon name="back" size={18} />
            {t("chess.controls.takeback")}
          </button>
        )}
        {c.offerDraw && (
          <button type="button" className="btn btn--outline" disabled={disabled} onClick={actions.offerDraw}>
            {t("chess.controls.offerDraw")}
          </button>
        )}
        {/* The soft red (red text): white on the solid --danger is 3.1:1, under WCAG AA's 4.5:1 for this text. */}
        {c.resign && (
          <button type="button" className="btn btn--danger-soft" disabled={disabled} onClick={() => setConfirmResign(true)}>
            {t("chess.controls.resign")}
          </button>
        )}
      </div>

      <Dialog open={confirmResign && c.resign} onClose={() => setConfirmResign(false)} title={t("chess.resign.title")} size="small">
        <p>{t("chess.resign.text")}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirmResign(false)}>
            {t("chess.resign.cancel")}
          </button>
          <button
            type="button"
            className="btn btn--danger-soft"
            disabled={disabled}
            onClick={() => {
              setConfirmResign(false);
              actions.resign();
            }}
          >
            {t("chess.resign.confirm")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
