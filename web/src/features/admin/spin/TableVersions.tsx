/**
 * The wheel's published tables, newest first (GET admin/spin/tables): the first is in force. Each row says what the
 * version charges, how its pot runs and what it returns; "Edit a copy" starts the editor from it.
 */
import { useTranslation } from "react-i18next";
import type { WheelTableView } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { formatDateTime } from "../../coins/money";
import { DataTable, type Column } from "../data-table/DataTable";

interface Props {
  tables: WheelTableView[];
  /** The version the editor starts from. */
  editing: number;
  onEdit: (version: number) => void;
}

export function TableVersions({ tables, editing, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => t("adminSpin.coins", { amount: formatCoins(n, lang) });
  const percent = (share: number) => t("adminSpin.percent", { value: formatNumber(Math.round(share * 10_000) / 100, lang) });
  const inForce = tables[0]?.version;
  const columns: Column<WheelTableView>[] = [
    {
      key: "version",
      header: t("adminSpin.versions.version"),
      label: "",
      lead: true,
      cell: (row) => (
        <span className="spinadm-version">
          {t("adminSpin.versions.name", { version: row.version })}
          {row.version === inForce && <span className="tag tag--active">{t("adminSpin.versions.inForce")}</span>}
        </span>
      ),
    },
    { key: "published", header: t("adminSpin.versions.published"), cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time> },
    { key: "segments", header: t("adminSpin.versions.segments"), numeric: true, cell: (row) => formatNumber(row.segments.length, lang) },
    { key: "price", header: t("adminSpin.versions.price"), numeric: true, cell: (row) => coins(row.price) },
    {
      key: "pot",
      header: t("adminSpin.versions.pot"),
      cell: (row) => (
        <span className="spinadm-pot">
          {t("adminSpin.versions.potShare", { share: formatNumber(row.jackpot.sharePercent, lang), seed: coins(row.jackpot.seed) })}
          {row.jackpot.cap !== null && <span className="data-table__sub">{t("adminSpin.versions.cap", { cap: coins(row.jackpot.cap) })}</span>}
          {row.jackpot.mustDropMinutes !== null && <span className="data-table__sub">{t("adminSpin.versions.mustDrop", { count: row.jackpot.mustDropMinutes })}</span>}
        </span>
      ),
    },
    { key: "rtp", header: t("adminSpin.versions.rtp"), numeric: true, cell: (row) => percent(row.rtp.total) },
    {
      key: "edit",
      header: t("adminSpin.versions.actions"),
      hideHeader: true,
      label: "",
      cell: (row) => (
        <button type="button" className="btn btn--ghost" aria-pressed={row.version === editing} onClick={() => onEdit(row.version)}>
          {t("adminSpin.versions.edit", { version: row.version })}
        </button>
      ),
    },
  ];
  return <DataTable label={t("adminSpin.versions.caption")} columns={columns} rows={tables} rowKey={(row) => String(row.version)} loading={false} />;
}
