import { useState } from "react";
import { useSetAtom } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { CHESS_DEFAULT_FEE, CHESS_QUICK_PLAY_CLOCK } from "@arena/contracts";
import { Icon, type IconName } from "../../../shell/Icon";
import { settingsOpenAtom } from "../../../shell/panels";
import { JurisdictionNotice } from "../../jurisdiction/JurisdictionNotice";
import { ComputerDialog } from "./ComputerDialog";
import { QuickPlayDialog } from "./QuickPlayDialog";
import { RulesDialog } from "./RulesDialog";
import { useChessSeat } from "./useChessSeat";
import { usePlayRequests, type ComputerSetup } from "./usePlayRequests";
import { timeControlOf } from "../view";
import "./chess-menu.css";

const QUICK_CLOCK = timeControlOf(CHESS_QUICK_PLAY_CLOCK.minutes, CHESS_QUICK_PLAY_CLOCK.increment);

type Step = "online" | "computer" | "rules" | null;

const MODES: { mode: "online" | "private" | "computer"; icon: IconName }[] = [
  { mode: "online", icon: "users" },
  { mode: "private", icon: "lock" },
  { mode: "computer", icon: "gamepad" },
];

/** /chess and /chess/menu: the three ways to play, a line on the rules, and the dialog of the chosen way. */
export function ChessMenuPage() {
  const { t } = useTranslation();
  const openSettings = useSetAtom(settingsOpenAtom);
  const [step, setStep] = useState<Step>(null);
  const [fee, setFee] = useState<number>(CHESS_DEFAULT_FEE);
  const [busy, setBusy] = useState(false);
  const seat = useChessSeat();
  const requests = usePlayRequests(seat.take);

  const playComputer = async (setup: ComputerSetup) => {
    setBusy(true);
    await requests.playComputer(setup);
    setBusy(false);
  };

  return (
    <section className="chess-menu" aria-labelledby="chess-menu-title">
      <header className="chess-menu__head">
        <div>
          <h1 id="chess-menu-title" className="chess-menu__title">
            <Icon name="pawn" size={28} />
            {t("chess.title")}
          </h1>
          <p className="chess-menu__lead">{t("chess.menu.lead")}</p>
        </div>
        <button type="button" className="btn btn--ghost" onClick={() => openSettings(true)}>
          <Icon name="gear" size={18} />
          {t("chess.menu.settings")}
        </button>
      </header>

      <JurisdictionNotice place="menu" />

      <ul className="chess-modes" aria-label={t("chess.menu.modes.label")}>
        {MODES.map(({ mode, icon }) => {
          const face = (
            <>
              <span className="chess-mode__icon">
                <Icon name={icon} size={30} />
              </span>
              <span className="chess-mode__title">{t(`chess.menu.modes.${mode}`)}</span>
              <span className="chess-mode__text">{t(`chess.menu.modes.${mode}Text`, { clock: QUICK_CLOCK })}</span>
            </>
          );
          return (
            <li key={mode}>
              {mode === "private" ? (
                <Link className={`chess-mode chess-mode--${mode}`} to="/chess/privateRoom">
                  {face}
                </Link>
              ) : (
                <button type="button" className={`chess-mode chess-mode--${mode}`} onClick={() => setStep(mode)}>
                  {face}
                </button>
              )}
            </li>
          );
        })}
      </ul>

      <p className="chess-menu__rules">
        <Icon name="question" size={18} />
        <span>{t("chess.menu.rulesLine")}</span>
        <button type="button" className="chess-menu__link" onClick={() => setStep("rules")}>
          {t("chess.menu.rulesLink")}
        </button>
      </p>

      {step === "online" && (
        <QuickPlayDialog
          fee={fee}
          onFee={setFee}
          currency={requests.currency}
          matching={seat.room !== null}
          onPlay={() => requests.playQuick(fee)}
          onCancel={seat.leave}
          onClose={() => setStep(null)}
        />
      )}
      {step === "computer" && <ComputerDialog busy={busy || seat.room !== null} onStart={(setup) => void playComputer(setup)} onClose={() => setStep(null)} />}
      {step === "rules" && <RulesDialog onClose={() => setStep(null)} />}
    </section>
  );
}
