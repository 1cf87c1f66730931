import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation for screen readers, e.g. "Transaction pages". */
  label: string;
}

/** Previous / next and "Page x of y". */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  const last = Math.max(1, pages);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="back" size={18} />
        {t("users.previous")}
      </button>
      <span className="pager__status" aria-live="polite">
        {t("users.pageOf", { page: Math.min(page, last), pages: last })}
      </span>
      <button type="button" className="btn btn--ghost" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t("users.next")}
        <Icon name="back" size={18} className="pager__next" />
      </button>
    </nav>
  );
}
