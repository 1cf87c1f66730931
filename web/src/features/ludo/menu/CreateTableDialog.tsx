import { useTranslation } from "react-i18next";
import { LUDO_RULES, PLAYER_COUNTS } from "@arena/contracts";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { BackButton } from "./ChoiceDialog";
import { canCreateWithFee, type PlayerCount, type TableChoice } from "./entryFee";
import { ChoiceGroup, FeeCounter, PawnPicker } from "./pickers";
import "./menu.css";

interface CreateTableDialogProps {
  /** classic: fee steps and Create; private: a typed fee and Next (to the Themes dialog). */
  variant: "classic" | "private";
  choice: TableChoice;
  onChange: (choice: TableChoice) => void;
  currency: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  onBack: () => void;
}

/** The create dialog: Select Pawn, Select Players, Select Game (entry fee), then Create (or Next for private). */
export function CreateTableDialog({ variant, choice, onChange, currency, busy, onSubmit, onClose, onBack }: CreateTableDialogProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<TableChoice>) => onChange({ ...choice, ...patch });
  const canCreate = canCreateWithFee(choice.fee);
  return (
    <Dialog open onClose={onClose} title={t("ludoMenu.create.title")}>
      <form
        className="ludo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canCreate && !busy) onSubmit();
        }}
      >
        <PawnPicker legend={t("ludoMenu.create.selectPawn")} value={choice.color} onChange={(color) => set({ color })} />
        <ChoiceGroup
          legend={t("ludoMenu.create.selectPlayers")}
          name="players"
          value={choice.players}
          onChange={(players: PlayerCount) => set({ players })}
          options={PLAYER_COUNTS.map((count) => ({ value: count, label: t("ludoMenu.players", { count }) }))}
        />
        <FeeCounter
          legend={t("ludoMenu.create.selectGame")}
          fee={choice.fee}
          currency={currency}
          custom={variant === "private"}
          onChange={(fee) => set({ fee })}
        />
        {variant === "private" && (
          <ChoiceGroup
            legend={t("ludoMenu.computer.rules")}
            name="rules"
            look="tiles"
            value={choice.rules}
            onChange={(rules) => set({ rules })}
            options={LUDO_RULES.map((rules) => ({ value: rules, label: t(`ludoMenu.computer.${rules}`), hint: t(`ludoMenu.computer.${rules}Text`) }))}
          />
        )}
        <div className="ludo-form__actions">
          <BackButton onBack={onBack} label={t("ludoMenu.back")} />
          <button type="submit" className="btn btn--primary btn--large" disabled={!canCreate || busy} aria-busy={busy}>
            {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name={variant === "private" ? "check" : "plus"} size={18} />}
            {busy ? t("ludoMenu.create.creating") : t(variant === "private" ? "ludoMenu.create.next" : "ludoMenu.create.create")}
          </button>
        </div>
        {busy && (
          <p className="visually-hidden" role="status">
            {t("ludoMenu.create.creating")}
          </p>
        )}
      </form>
    </Dialog>
  );
}
