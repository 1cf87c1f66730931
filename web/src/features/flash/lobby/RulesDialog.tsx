/** How Flash is played here: the hand rankings (strongest first, with an example each) and the betting rules. */
import { useTranslation } from "react-i18next";
import { FLASH_COMMISSION_BPS, FLASH_TURN_SECONDS } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { CardLine } from "../CardLine";
import "../dialogs.css";

const RANKINGS: { hand: string; example: string[] }[] = [
  { hand: "trail", example: ["Qs", "Qh", "Qd"] },
  { hand: "pureSequence", example: ["9h", "Th", "Jh"] },
  { hand: "sequence", example: ["4c", "5d", "6s"] },
  { hand: "colour", example: ["2d", "8d", "Kd"] },
  { hand: "pair", example: ["7s", "7c", "As"] },
  { hand: "highCard", example: ["3h", "9c", "Kd"] },
];

const RULES = ["boot", "blind", "seen", "raise", "limits", "show", "sideshow", "time", "money", "fair"] as const;

export function RulesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("flash.rules.title")}>
      <div className="flash-rules">
        <h3 className="flash-rules__heading">{t("flash.rules.rankings")}</h3>
        <ol className="flash-rules__rankings">
          {RANKINGS.map(({ hand, example }) => (
            <li key={hand}>
              <span className="flash-rules__hand">{t(`flash.hands.${hand}`)}</span>
              <CardLine cards={example} />
              <span className="flash-rules__what">{t(`flash.rules.hands.${hand}`)}</span>
            </li>
          ))}
        </ol>
        <p className="field__hint">{t("flash.rules.sequences")}</p>
        <h3 className="flash-rules__heading">{t("flash.rules.betting")}</h3>
        <ul className="flash-rules__list">
          {RULES.map((rule) => (
            <li key={rule}>{t(`flash.rules.text.${rule}`, { seconds: FLASH_TURN_SECONDS, percent: FLASH_COMMISSION_BPS / 100 })}</li>
          ))}
        </ul>
        <div className="flash-dialog__actions">
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t("flash.close")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
