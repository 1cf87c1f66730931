/**
 * /admin-spin: the wheel's table in force and every earlier version (GET admin/spin/tables), and the editor that
 * publishes the next version (POST admin/spin/tables, audited as spin.table). Spins already made keep the version
 * they were judged by.
 */
import { useState } from "react";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { WheelTableView } from "@arena/contracts";
import { fetchResult } from "../../../lib/api";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { draftFromTable } from "./tableDraft";
import { ADMIN_SPIN_API, TableEditor } from "./TableEditor";
import { TableVersions } from "./TableVersions";
import "../admin.css";
import "./admin-spin.css";

export function AdminSpinPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR<{ docs: WheelTableView[] }>(ADMIN_SPIN_API.tables, fetchResult);
  const [editing, setEditing] = useState<number | null>(null);
  const tables = data?.docs ?? [];
  const inForce = tables[0];
  const base = tables.find((table) => table.version === editing) ?? inForce;

  const published = (table: WheelTableView) => {
    void mutate((current) => ({ docs: [table, ...(current?.docs ?? [])] }), { revalidate: true });
    setEditing(table.version);
    document.getElementById("spinadm-title")?.focus();
  };

  return (
    <div className="admin-page spinadm">
      <header className="admin-page__header">
        <div>
          <h1 id="spinadm-title" className="admin-page__title" tabIndex={-1}>
            {t("admin.spin")}
          </h1>
          <p className="admin-page__lead">{t("adminSpin.lead")}</p>
        </div>
      </header>

      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : isLoading || !inForce || !base ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t("status.loading")}</span>
          <SkeletonLines lines={8} />
        </div>
      ) : (
        <>
          <section className="spinadm-section" aria-labelledby="spinadm-versions">
            <h2 id="spinadm-versions" className="spinadm-section__title">
              {t("adminSpin.versions.title")}
            </h2>
            <TableVersions tables={tables} editing={base.version} onEdit={setEditing} />
          </section>
          <TableEditor key={`${base.version}:${inForce.version}`} initial={draftFromTable(base)} basedOn={base.version} nextVersion={inForce.version + 1} onPublished={published} />
        </>
      )}
    </div>
  );
}
