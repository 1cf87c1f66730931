import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CHESS_BOT_LEVELS } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { ChoiceChips } from "../../table/ChoiceChips";
import { TimeControlPicker, UNTIMED } from "./TimeControlPicker";
import type { ComputerSetup } from "./usePlayRequests";
import "./chess-dialogs.css";

/** Level 1, a random colour and the spec's default timers (untimed). */
export const DEFAULT_COMPUTER: ComputerSetup = { level: 1, color: "random", ...UNTIMED };

interface ComputerDialogProps {
  busy: boolean;
  onStart: (setup: ComputerSetup) => void;
  onClose: () => void;
}

/** Play the computer: level 1–8, your colour (or a random one) and the clock. Free: no coins. */
export function ComputerDialog({ busy, onStart, onClose }: ComputerDialogProps) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<ComputerSetup>(DEFAULT_COMPUTER);
  return (
    <Dialog open onClose={onClose} title={t("chess.computer.title")} size="small">
      <form
        className="chess-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onStart(setup);
        }}
      >
        <ChoiceChips
          legend={t("chess.computer.level")}
          value={setup.level}
          options={CHESS_BOT_LEVELS.map((level) => ({ value: level, label: level }))}
          onChange={(level) => setSetup((s) => ({ ...s, level }))}
          hint={t("chess.computer.levelHint")}
        />
        <ChoiceChips
          legend={t("chess.computer.colour")}
          value={setup.color}
          options={(["white", "random", "black"] as const).map((color) => ({ value: color, label: t(`chess.computer.colours.${color}`) }))}
          onChange={(color) => setSetup((s) => ({ ...s, color }))}
        />
        <TimeControlPicker value={setup} onChange={(clock) => setSetup((s) => ({ ...s, ...clock }))} />
        <p className="chess-dialog__note">
          <Icon name="gamepad" size={16} />
          {t("chess.computer.free")}
        </p>
        <div className="chess-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t("chess.back")}
          </button>
          <button type="submit" className="btn btn--primary btn--large" disabled={busy} aria-busy={busy}>
            {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="gamepad" size={18} />}
            {busy ? t("chess.computer.starting") : t("chess.computer.start")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
