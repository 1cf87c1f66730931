import { useTranslation } from "react-i18next";
import type { AdminAuditEntry } from "@arena/contracts";
import { auditChanges, describeField, describeValue } from "./auditDiff";
import { useAuditWords } from "./useAuditWords";

/** A value longer than this is shortened in the table (the CSV export has it whole). */
const SHOWN_CHARS = 120;

/** Before → after of the keys an action changed, and the facts it recorded (a withdrawal's amount), in words. */
export function AuditChanges({ entry }: { entry: Pick<AdminAuditEntry, "before" | "after"> }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="audit-muted">{t("adminArea.audit.noChange")}</span>;
  return (
    <ul className="audit-changes">
      {changes.map((change) => (
        <li key={change.key} className={`audit-change audit-change--${change.kind}`}>
          <span className="audit-change__field">{describeField(change.key, words)}:</span>{" "}
          {change.kind !== "set" && <span className="audit-change__before">{describeValue(change.before, words, SHOWN_CHARS)}</span>}
          {change.kind !== "recorded" && (
            <>
              {change.kind === "changed" && " "}
              <span aria-hidden="true" className="audit-change__arrow">
                →
              </span>
              <span className="visually-hidden"> {t("adminArea.audit.becomes")} </span>{" "}
              <span className="audit-change__after">{describeValue(change.after, words, SHOWN_CHARS)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
