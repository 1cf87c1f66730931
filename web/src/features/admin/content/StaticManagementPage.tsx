import { Link } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LANGUAGES, type staticOverviewSchema } from "@arena/contracts";
import { LANGUAGE_NAMES, currentLanguage } from "../../../i18n";
import { API, fetchResult } from "../../../lib/api";
import { formatNumber } from "../../../lib/numbers";
import { Icon } from "../../../shell/Icon";
import { STATIC_PAGE_TITLES } from "../../../shell/links";
import { formatDateTime } from "../../coins/money";
import { DataTable, ListFrame, type Column } from "../data-table/DataTable";
import { editStaticPath } from "./contentQuery";
import "../admin.css";
import "./content.css";

type Overview = z.infer<typeof staticOverviewSchema>;
type PageRow = Overview["docs"][number];

/** The footer's order of the pages, then English, Portuguese, Spanish. */
const PAGE_ORDER = Object.keys(STATIC_PAGE_TITLES);
const byPageThenLanguage = (a: PageRow, b: PageRow) =>
  PAGE_ORDER.indexOf(a.slug) - PAGE_ORDER.indexOf(b.slug) || LANGUAGES.indexOf(a.lang) - LANGUAGES.indexOf(b.lang);

/** /static-management: every static page in every language, written or not, with its last edit and versions. */
export function StaticManagementPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const { data, error, isLoading, isValidating, mutate } = useSWR<Overview>(API.adminStatics, fetchResult);
  const rows = data ? [...data.docs].sort(byPageThenLanguage) : undefined;
  const written = rows?.filter((row) => row.title !== null).length ?? 0;

  const columns: Column<PageRow>[] = [
    {
      key: "page",
      header: t("adminContent.statics.page"),
      label: "",
      lead: true,
      cell: (row) => (
        <span className="content-table__page">
          <strong>{t(STATIC_PAGE_TITLES[row.slug])}</strong>
          <span className="data-table__sub">/{row.slug}</span>
        </span>
      ),
    },
    { key: "lang", header: t("adminContent.statics.language"), cell: (row) => <span lang={row.lang}>{LANGUAGE_NAMES[row.lang]}</span> },
    {
      key: "status",
      header: t("adminContent.statics.status"),
      cell: (row) =>
        row.title === null ? (
          <span className="tag tag--pending">{t("adminContent.statics.notWritten")}</span>
        ) : (
          <span className="tag tag--success">{t("adminContent.statics.written")}</span>
        ),
    },
    {
      key: "title",
      header: t("adminContent.statics.title"),
      cell: (row) => (row.title === null ? <span className="content-table__none">{t("adminContent.statics.showsEnglish")}</span> : <span lang={row.lang}>{row.title}</span>),
    },
    {
      key: "updated",
      header: t("adminContent.statics.updated"),
      cell: (row) => (row.updatedAt ? <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt, lang)}</time> : "—"),
    },
    { key: "versions", header: t("adminContent.statics.versions"), numeric: true, cell: (row) => formatNumber(row.versions, lang) },
    {
      key: "edit",
      header: t("adminContent.statics.actions"),
      label: "",
      hideHeader: true,
      className: "content-table__actions",
      cell: (row) => (
        <Link className="btn btn--outline content-table__action" to={editStaticPath(row.slug, row.lang)}>
          <Icon name="document" size={18} />
          {t(row.title === null ? "adminContent.statics.write" : "adminContent.statics.edit")}
          <span className="visually-hidden">
            {" "}
            {t("adminContent.statics.pageIn", { page: t(STATIC_PAGE_TITLES[row.slug]), language: LANGUAGE_NAMES[row.lang] })}
          </span>
        </Link>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.static")}</h1>
          <p className="admin-page__lead">
            {rows
              ? t("adminContent.statics.summary", { written: formatNumber(written, lang), total: formatNumber(rows.length, lang) })
              : t("adminContent.statics.lead")}
          </p>
        </div>
      </header>
      <p className="content-help">{t("adminContent.statics.help")}</p>
      <ListFrame
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void mutate()}
        empty={false}
        emptyState={{ icon: "document", title: "" }}
        busy={isValidating}
      >
        <DataTable
          label={t("adminContent.statics.table")}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.slug}-${row.lang}`}
          loading={isLoading && !data}
          skeletonRows={6}
          className="content-table"
        />
      </ListFrame>
    </div>
  );
}
