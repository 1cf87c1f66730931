import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { jurisdictionRuleSchema } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { formatDateTime } from "../../coins/money";
import { DataTable, type Column } from "../data-table/DataTable";
import { countryName } from "./countries";

export type Rule = z.infer<typeof jurisdictionRuleSchema>;

/** The status as a coloured tag: allowed green, play money cyan (the freeplay colour), blocked red. */
export function RuleTag({ status }: { status: Rule["status"] }) {
  const { t } = useTranslation();
  return <span className={`tag juris-tag juris-tag--${status}`}>{t(`adminJurisdictions.status.${status}`)}</span>;
}

/** The rules, in the server's order (by country code); each row's Edit puts it in the form. */
export function RulesTable({ rules, loading, lang, onEdit }: { rules: Rule[] | undefined; loading: boolean; lang: string; onEdit: (rule: Rule) => void }) {
  const { t } = useTranslation();
  const columns: Column<Rule>[] = [
    {
      key: "country",
      header: t("adminJurisdictions.list.country"),
      lead: true,
      cell: (rule) => <span className="juris-table__country">{countryName(rule.countryCode, lang) || rule.country}</span>,
    },
    { key: "code", header: t("adminJurisdictions.list.code"), cell: (rule) => <code>{rule.countryCode}</code>, order: "ascending" },
    { key: "rule", header: t("adminJurisdictions.list.rule"), cell: (rule) => <RuleTag status={rule.status} /> },
    { key: "note", header: t("adminJurisdictions.list.note"), className: "juris-table__note", cell: (rule) => rule.note || "\u2014" },
    {
      key: "changed",
      header: t("adminJurisdictions.list.changed"),
      cell: (rule) => (
        <span className="juris-table__changed">
          <span>{formatDateTime(rule.updatedAt, lang)}</span>
          <span className="juris-table__by">{t(rule.updatedBy ? "adminJurisdictions.list.byAdmin" : "adminJurisdictions.list.seeded")}</span>
        </span>
      ),
    },
    {
      key: "actions",
      header: t("adminJurisdictions.list.actions"),
      hideHeader: true,
      label: "",
      className: "juris-table__actions",
      cell: (rule) => {
        const name = countryName(rule.countryCode, lang);
        return (
          <button type="button" className="btn btn--outline juris-table__edit" aria-label={t("adminJurisdictions.form.editLabel", { country: name })} onClick={() => onEdit(rule)}>
            <Icon name="document" size={16} />
            {t("adminJurisdictions.form.edit")}
          </button>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t("adminJurisdictions.list.caption")}
      columns={columns}
      rows={rules}
      rowKey={(rule) => rule.countryCode}
      loading={loading}
      className="juris-table"
    />
  );
}
