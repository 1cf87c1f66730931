import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

interface BackButtonProps {
  /** A fixed destination; otherwise the previous page, or home when the page was opened directly. */
  to?: string;
  label?: string;
  onBack?: () => void;
  /** Called instead of leaving: the page leaves itself once it is done (backAction.ts). */
  takeOver?: () => void;
}

export function BackButton({ to, label, onBack, takeOver }: BackButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (takeOver) return takeOver();
    onBack?.();
    if (to) navigate(to);
    else if (location.key !== "default") navigate(-1);
    else navigate("/");
  };
  return (
    <button type="button" className="btn btn--ghost back-btn" onClick={goBack}>
      <Icon name="back" />
      <span className="back-btn__label">{label ?? t("shell.back")}</span>
    </button>
  );
}
