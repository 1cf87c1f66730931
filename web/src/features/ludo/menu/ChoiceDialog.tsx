import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shell/Dialog";
import { Icon, type IconName } from "../../../shell/Icon";
import "./ChoiceDialog.css";

export interface ChoiceAction {
  label: string;
  text: string;
  icon: IconName;
  onSelect: () => void;
}

/** A dialog of a few big buttons: Classic create-or-join, Private create / join with code / join with password. */
export function ChoiceDialog({ title, actions, onClose, onBack }: { title: ReactNode; actions: ChoiceAction[]; onClose: () => void; onBack?: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={title} size="small">
      <ul className="ludo-actions">
        {actions.map((action) => (
          <li key={action.label}>
            <button type="button" className="ludo-action" onClick={action.onSelect}>
              <span className="ludo-action__icon">
                <Icon name={action.icon} size={22} />
              </span>
              <span className="ludo-action__copy">
                <span className="ludo-action__label">{action.label}</span>
                <span className="ludo-action__text">{action.text}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {onBack && <BackButton onBack={onBack} label={t("ludoMenu.back")} />}
    </Dialog>
  );
}

/** Back to the previous dialog of the same mode. */
export function BackButton({ onBack, label }: { onBack: () => void; label: string }) {
  return (
    <button type="button" className="btn btn--ghost ludo-back" onClick={onBack}>
      <Icon name="back" size={18} />
      {label}
    </button>
  );
}
