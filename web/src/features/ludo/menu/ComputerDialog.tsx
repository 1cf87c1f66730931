import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BOT_LEVELS, LUDO_RULES } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { DEFAULT_COMPUTER_SETUP, type ComputerSetup } from "../computerGame";
import { BoardPicker, ChoiceGroup, PawnPicker } from "./pickers";
import "./menu.css";
import "./ComputerDialog.css";

export type { ComputerSetup };

interface ComputerDialogProps {
  busy: boolean;
  onStart: (setup: ComputerSetup) => void;
  onClose: () => void;
}

/** Free Play: your colour, 1–3 computer players, their level, Classic or Quick rules and the board. */
export function ComputerDialog({ busy, onStart, onClose }: ComputerDialogProps) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<ComputerSetup>(DEFAULT_COMPUTER_SETUP);
  const set = (patch: Partial<ComputerSetup>) => setSetup((current) => ({ ...current, ...patch }));
  return (
    <Dialog open onClose={onClose} title={t("ludoMenu.computer.title")}>
      <form
        className="ludo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onStart(setup);
        }}
      >
        <p className="ludo-free-tag">
          <Icon name="gift" size={16} />
          {t("ludoMenu.computer.free")}
        </p>
        <PawnPicker legend={t("ludoMenu.computer.yourColor")} value={setup.color} onChange={(color) => set({ color })} />
        <ChoiceGroup
          legend={t("ludoMenu.computer.bots")}
          name="bots"
          value={setup.bots}
          onChange={(bots: 1 | 2 | 3) => set({ bots })}
          options={([1, 2, 3] as const).map((bots) => ({ value: bots, label: String(bots) }))}
        />
        <ChoiceGroup
          legend={t("ludoMenu.computer.level")}
          name="level"
          value={setup.botLevel}
          onChange={(botLevel) => set({ botLevel })}
          options={BOT_LEVELS.map((level) => ({ value: level, label: t(`ludoMenu.computer.${level}`) }))}
        />
        <ChoiceGroup
          legend={t("ludoMenu.computer.rules")}
          name="rules"
          look="tiles"
          value={setup.rules}
          onChange={(rules) => set({ rules })}
          options={LUDO_RULES.map((rules) => ({ value: rules, label: t(`ludoMenu.computer.${rules}`), hint: t(`ludoMenu.computer.${rules}Text`) }))}
        />
        <BoardPicker legend={t("ludoMenu.computer.theme")} value={setup.board} onChange={(board) => set({ board })} />
        <button type="submit" className="btn btn--primary btn--large btn--block" disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="dice" size={18} />}
          {busy ? t("ludoMenu.computer.starting") : t("ludoMenu.computer.start")}
        </button>
      </form>
    </Dialog>
  );
}
