import { useTranslation } from "react-i18next";
import {
  CHESS_ABSENT_CLAIM_SECONDS,
  CHESS_DRAW_OFFER_PLIES,
  CHESS_FIRST_MOVE_SECONDS,
  CHESS_QUICK_PLAY_CLOCK,
  CHESS_RECONNECT_SECONDS,
  CHESS_UNTIMED_MOVE_SECONDS,
} from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import "./chess-dialogs.css";

/** The help sections, in reading order; their numbers come from the contracts the server plays by. */
const SECTIONS = ["rules", "clocks", "untimed", "absence", "draws", "money", "fairness"] as const;

const NUMBERS = {
  firstMove: CHESS_FIRST_MOVE_SECONDS,
  untimedMinutes: CHESS_UNTIMED_MOVE_SECONDS / 60,
  claim: CHESS_ABSENT_CLAIM_SECONDS,
  reconnect: CHESS_RECONNECT_SECONDS,
  drawMoves: CHESS_DRAW_OFFER_PLIES / 2,
  quickClock: `${CHESS_QUICK_PLAY_CLOCK.minutes}+${CHESS_QUICK_PLAY_CLOCK.increment}`,
};

/** How chess is played here, as a help page: the rules, the clocks, leaving, draws and what each end pays. */
export function RulesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("chess.rules.title")}>
      <article className="chess-help">
        {SECTIONS.map((section) => (
          <section key={section} className="chess-help__section" aria-labelledby={`chess-help-${section}`}>
            <h3 id={`chess-help-${section}`}>{t(`chess.rules.${section}.title`)}</h3>
            <p>{t(`chess.rules.${section}.text`, NUMBERS)}</p>
          </section>
        ))}
      </article>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t("chess.close")}
        </button>
      </div>
    </Dialog>
  );
}
