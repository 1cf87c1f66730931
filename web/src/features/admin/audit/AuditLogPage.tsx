import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import toast from "react-hot-toast";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { AdminAuditEntry, adminAuditResultSchema } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, fetchResult, request, saveBlob } from "../../../lib/api";
import { Icon } from "../../../shell/Icon";
import { formatDateTime } from "../../coins/money";
import { DataTable, ListFrame, type Column } from "../data-table/DataTable";
import { fetchAllPages } from "../data-table/csv";
import { AuditChanges } from "./AuditChanges";
import { AuditFilterBar } from "./AuditFilterBar";
import { auditCsv, auditCsvName } from "./auditCsv";
import { AUDIT_PAGE_SIZE, auditApiQuery, hasAuditFilter, readAuditFilter, writeAuditFilter, type AuditFilter } from "./auditFilter";
import { useAuditWords } from "./useAuditWords";
import "../admin.css";
import "./audit.css";

type AuditPage = z.infer<typeof adminAuditResultSchema>;

/** The most rows one CSV export fetches (page by page, 100 at a time). */
const EXPORT_MAX = 1000;

/** /audit-log: every admin action, newest first, filtered by action, target, admin and days; exported as CSV. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const words = useAuditWords();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readAuditFilter(params);
  const { data, error, isLoading, isValidating, mutate } = useSWR<AuditPage>(API.adminAudit(auditApiQuery(filter, page)), fetchResult, {
    keepPreviousData: true,
  });
  const show = (next: AuditFilter, nextPage = 1) => setParams(writeAuditFilter(next, nextPage));

  const columns: Column<AdminAuditEntry>[] = [
    {
      key: "at",
      header: t("adminArea.audit.when"),
      label: "",
      lead: true,
      order: "descending",
      className: "audit-table__when",
      cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>,
    },
    {
      key: "admin",
      header: t("adminArea.audit.admin"),
      cell: (entry) => (
        <span className="audit-cell">
          {entry.via === "cli" ? (
            <span className="audit-cli">
              <Icon name="code" size={16} />
              {t("adminArea.audit.cli")}
            </span>
          ) : entry.adminId ? (
            <button
              type="button"
              className="audit-filter-link"
              aria-label={t("adminArea.audit.onlyAdmin", { admin: entry.adminEmail ?? entry.adminId })}
              onClick={() => show({ ...filter, adminId: entry.adminId ?? undefined })}
            >
              {entry.adminEmail ?? entry.adminId}
            </button>
          ) : (
            <span className="audit-muted">{t("adminArea.audit.unknownAdmin")}</span>
          )}
          {entry.ip && " "}
          {entry.ip && <span className="data-table__sub">{t("adminArea.audit.fromIp", { ip: entry.ip })}</span>}
        </span>
      ),
    },
    {
      key: "action",
      header: t("adminArea.audit.action"),
      cell: (entry) => (
        <span className="audit-cell">
          <strong>{words.action(entry.action)}</strong>{" "}
          <code className="audit-code">{entry.action}</code>
        </span>
      ),
    },
    {
      key: "target",
      header: t("adminArea.audit.target"),
      cell: (entry) => (
        <span className="audit-cell">
          <span>{i18n.exists(`adminArea.audit.targets.${entry.targetType}`) ? t(`adminArea.audit.targets.${entry.targetType}`) : entry.targetType}</span>{" "}
          <button
            type="button"
            className="audit-filter-link audit-code"
            aria-label={t("adminArea.audit.onlyTarget", { id: entry.targetId })}
            onClick={() => show({ ...filter, targetId: entry.targetId })}
          >
            {entry.targetId}
          </button>
        </span>
      ),
    },
    { key: "change", header: t("adminArea.audit.change"), cell: (entry) => <AuditChanges entry={entry} /> },
    {
      key: "note",
      header: t("adminArea.audit.note"),
      className: "audit-table__note",
      cell: (entry) => (entry.note ? <span className="audit-note">{entry.note}</span> : <span className="audit-muted">—</span>),
    },
  ];

  const filtered = hasAuditFilter(filter);
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.audit")}</h1>
          <p className="admin-page__lead">{t("adminArea.audit.lead")}</p>
        </div>
        <ExportButton filter={filter} disabled={!data || data.total === 0} />
      </header>

      <AuditFilterBar key={writeAuditFilter(filter, 1).toString()} value={filter} onApply={(next) => show(next)} />

      <ListFrame
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void mutate()}
        empty={!isLoading && data?.docs.length === 0}
        emptyState={{
          icon: "clock",
          title: t(filtered ? "adminArea.audit.noMatch" : "adminArea.audit.empty"),
          action: filtered ? (
            <button type="button" className="btn btn--ghost" onClick={() => show({})}>
              {t("adminArea.audit.clear")}
            </button>
          ) : undefined,
        }}
        busy={isValidating}
        paging={
          data && {
            page,
            limit: AUDIT_PAGE_SIZE,
            total: data.total,
            pages: data.pages,
            label: t("adminArea.audit.pages"),
            onPage: (next) => show(filter, next),
          }
        }
      >
        <DataTable
          label={t("adminArea.audit.table")}
          columns={columns}
          rows={data?.docs}
          rowKey={(entry) => entry._id}
          loading={isLoading && !data}
          className="audit-table"
        />
      </ListFrame>
    </div>
  );
}

/** The current filter's rows (the newest EXPORT_MAX) as a CSV file made in the browser. */
function ExportButton({ filter, disabled }: { filter: AuditFilter; disabled: boolean }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllPages<AdminAuditEntry>(
        async (page, limit) => {
          const answer = await request<AuditPage>(API.adminAudit(auditApiQuery(filter, page, limit)));
          if (answer.responseCode !== 200 || !answer.result) throw new Error(answer.responseMessage);
          return answer.result;
        },
        { limit: 100, max: EXPORT_MAX },
      );
      saveBlob(new Blob([auditCsv(all.rows, words)], { type: "text/csv;charset=utf-8" }), auditCsvName(new Date()));
      toast.success(all.capped ? t("adminArea.audit.exportCapped", { count: all.rows.length, total: all.total }) : t("adminArea.audit.exported"));
    } catch {
      toast.error(t("adminArea.audit.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  return (
    <button type="button" className="btn btn--outline" disabled={disabled || exporting} onClick={() => void exportCsv()}>
      <Icon name="download" size={18} />
      {t(exporting ? "adminArea.audit.exporting" : "adminArea.audit.export")}
    </button>
  );
}
