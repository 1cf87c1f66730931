import type { AdminAuditEntry } from "@arena/contracts";
import { toCsv } from "../data-table/csv";
import { auditChanges, changesText, type AuditWords } from "./auditDiff";

export interface AuditCsvWords extends AuditWords {
  /** A column's header (adminArea.audit.csv.*). */
  header: (column: string) => string;
  /** An action in words. */
  action: (action: string) => string;
  /** Who acted when the operator's command line did (via cli). */
  cli: string;
}

export const AUDIT_CSV_COLUMNS = ["at", "admin", "via", "action", "actionWords", "targetType", "targetId", "changes", "before", "after", "note", "ip"] as const;

/**
 * The audit rows as a CSV file: the raw values a script can read (ISO time in UTC, action code, ids, before and after
 * as JSON) beside the words a person reads (the action, the changes).
 */
export function auditCsv(entries: readonly AdminAuditEntry[], words: AuditCsvWords): string {
  const rows = entries.map((entry) => [
    entry.at,
    entry.via === "cli" ? words.cli : (entry.adminEmail ?? entry.adminId),
    entry.via,
    entry.action,
    words.action(entry.action),
    entry.targetType,
    entry.targetId,
    changesText(auditChanges(entry.before, entry.after), words),
    entry.before ? JSON.stringify(entry.before) : "",
    entry.after ? JSON.stringify(entry.after) : "",
    entry.note,
    entry.ip,
  ]);
  return toCsv(AUDIT_CSV_COLUMNS.map(words.header), rows);
}

/** The file's name: audit-log-2026-03-01.csv (the admin's date). */
export function auditCsvName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `audit-log-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
