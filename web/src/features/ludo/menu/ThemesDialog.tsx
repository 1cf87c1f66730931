import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { BackButton } from "./ChoiceDialog";
import type { BoardTheme } from "./entryFee";
import { BoardPicker } from "./pickers";
import "./menu.css";

interface ThemesDialogProps {
  board: BoardTheme;
  onChange: (board: BoardTheme) => void;
  busy: boolean;
  onCreate: () => void;
  onClose: () => void;
  onBack: () => void;
}

/** 'Themes' (private create): Default or Nature board, then the room is created. */
export function ThemesDialog({ board, onChange, busy, onCreate, onClose, onBack }: ThemesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t("ludoMenu.themes.title")} size="small">
      <BoardPicker legend={t("ludoMenu.themes.legend")} value={board} onChange={onChange} />
      <div className="ludo-form__actions">
        <BackButton onBack={onBack} label={t("ludoMenu.back")} />
        <button type="button" className="btn btn--primary btn--large" disabled={busy} aria-busy={busy} onClick={onCreate}>
          {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : <Icon name="plus" size={18} />}
          {busy ? t("ludoMenu.create.creating") : t("ludoMenu.themes.create")}
        </button>
      </div>
      {busy && (
        <p className="visually-hidden" role="status">
          {t("ludoMenu.create.creating")}
        </p>
      )}
    </Dialog>
  );
}
