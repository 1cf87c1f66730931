import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

/** Shown while a guarded page waits for the profile. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t("status.loading")}</span>
    </div>
  );
}

export function SkeletonLines({ lines = 4 }: { lines?: number }) {
  return (
    <div className="skeleton-group" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton skeleton--line" style={{ width: `${92 - ((i * 17) % 35)}%` }} />
      ))}
    </div>
  );
}

interface LoadErrorProps {
  onRetry: () => void;
  compact?: boolean;
  /** The server answered that there is nothing here (404), rather than failing. */
  missing?: boolean;
}

/** The error state of a data fetch, with a retry. */
export function LoadError({ onRetry, compact = false, missing = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={`load-error ${compact ? "load-error--compact" : ""}`} role="alert">
      <Icon name="alert" size={compact ? 22 : 32} className="load-error__icon" />
      <div>
        <p className="load-error__title">{t(missing ? "status.missing" : "status.loadError")}</p>
        <p className="load-error__text">{t(missing ? "status.missingText" : "status.loadErrorText")}</p>
      </div>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        <Icon name="refresh" size={18} />
        {t("status.retry")}
      </button>
    </div>
  );
}
