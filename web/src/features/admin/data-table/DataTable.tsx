import { useEffect, useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../i18n";
import { formatNumber } from "../../../lib/numbers";
import { Icon, type IconName } from "../../../shell/Icon";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { nextSort, pageRange, pageWindow, pastTheEnd, type PageInfo, type SortDirection, type SortState } from "./paging";
import "./data-table.css";

/**
 * The admin area's one list frame and table. Every admin list is paged, filtered and ordered by the server: the page
 * holds the page number and the filters (passed to the API), and this frame shows the rows, the loading, empty and
 * error states, and the pager.
 *
 * Sorting: a column is sortable only where the API sorts by it. Today no admin endpoint takes an order (each answers
 * newest first), so no column is clickable; the column the server orders by says so instead (`order`, read out as
 * aria-sort and shown with an arrow). A column with `sortable` and a table with `onSort` get header buttons.
 */

export interface Column<Row> {
  key: string;
  /** The header; on phones (cards) also each cell's label unless `label` is given. */
  header: string;
  /** The card label on phones; "" leaves the cell unlabelled (the card's lead line, or its buttons). */
  label?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The first line of the card on phones, set apart from the rest. */
  lead?: boolean;
  /** The header is read out but not shown (e.g. a column of buttons). */
  hideHeader?: boolean;
  /** The server's fixed order of the list by this column (not clickable). */
  order?: SortDirection;
  /** The API sorts by this column: the header becomes a button (needs `onSort`). */
  sortable?: boolean;
}

interface PagingProps extends PageInfo {
  onPage: (page: number) => void;
  /** Names the pager for screen readers, e.g. "Audit log pages". */
  label: string;
}

interface ListFrameProps {
  /** The fetch failed and nothing is shown yet. */
  error: unknown;
  hasData: boolean;
  onRetry: () => void;
  /** The answer came and holds no rows. */
  empty: boolean;
  emptyState: { icon: IconName; title: string; text?: string; action?: ReactNode };
  /** A later page or filter is loading while the previous rows stay on screen. */
  busy: boolean;
  paging?: PagingProps;
  children: ReactNode;
}

/** Error, empty, the rows (children) and the pager; a page past the end goes to the last page with rows. */
export function ListFrame({ error, hasData, onRetry, empty, emptyState, busy, paging, children }: ListFrameProps) {
  const goTo = paging ? pastTheEnd(paging) : null;
  const onPage = paging?.onPage;
  useEffect(() => {
    if (goTo !== null && !busy) onPage?.(goTo);
  }, [goTo, busy, onPage]);

  if (error && !hasData) return <LoadError onRetry={onRetry} />;
  return (
    <div className="list-frame" aria-busy={busy}>
      <div className="list-frame__progress" aria-hidden="true" />
      {empty && goTo === null ? (
        <div className="empty-state">
          <span className="empty-state__icon">
            <Icon name={emptyState.icon} size={26} />
          </span>
          <p className="empty-state__title">{emptyState.title}</p>
          {emptyState.text && <p>{emptyState.text}</p>}
          {emptyState.action}
        </div>
      ) : (
        children
      )}
      {paging && paging.total > 0 && <ListPager {...paging} />}
    </div>
  );
}

/** "Showing 21–40 of 57", previous, the page numbers and next. */
export function ListPager({ page, limit, total, pages, onPage, label }: PagingProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const last = Math.max(1, pages);
  const { first, last: lastRow } = pageRange({ page, limit, total });
  return (
    <nav className="list-pager" aria-label={label}>
      <p className="list-pager__range" aria-live="polite">
        {first > 0
          ? t("adminArea.table.showing", { first: formatNumber(first, lang), last: formatNumber(lastRow, lang), total: formatNumber(total, lang) })
          : t("adminArea.table.pageOf", { page, pages: last })}
      </p>
      <div className="list-pager__controls">
        <button type="button" className="btn btn--ghost list-pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Icon name="back" size={18} />
          <span>{t("users.previous")}</span>
        </button>
        <ul className="list-pager__pages">
          {pageWindow(page, last).map((p, index) =>
            p === null ? (
              <li key={`gap-${index}`} className="list-pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  className="list-pager__page"
                  aria-current={p === page ? "page" : undefined}
                  aria-label={t("adminArea.table.goToPage", { page: p })}
                  onClick={() => p !== page && onPage(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ul>
        <span className="list-pager__status">{t("adminArea.table.pageOf", { page: Math.min(page, last), pages: last })}</span>
        <button type="button" className="btn btn--ghost list-pager__step" disabled={page >= last} onClick={() => onPage(page + 1)}>
          <span>{t("users.next")}</span>
          <Icon name="back" size={18} className="pager__next" />
        </button>
      </div>
    </nav>
  );
}

interface CardListProps<Row> {
  /** The list's name, read out. */
  label: string;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Nothing to show yet: three skeleton cards of `skeletonLines` lines. */
  loading: boolean;
  skeletonLines: number;
  /** The list's class; each skeleton card gets `cardClassName`, as the page's own cards do. */
  className: string;
  cardClassName: string;
  card: (row: Row) => ReactNode;
}

/** A list of server rows as cards (a message, a signal: more than a table row holds), with skeleton cards while loading. */
export function CardList<Row>({ label, rows, rowKey, loading, skeletonLines, className, cardClassName, card }: CardListProps<Row>) {
  if (loading) {
    return (
      <div className={className} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={cardClassName}>
            <SkeletonLines lines={skeletonLines} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className={className} aria-label={label}>
      {rows?.map((row) => (
        <li key={rowKey(row)}>{card(row)}</li>
      ))}
    </ul>
  );
}

interface DataTableProps<Row> {
  /** The table's name (its caption, read out; not shown). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Nothing to show yet: skeleton rows. */
  loading: boolean;
  skeletonRows?: number;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  className?: string;
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * A table of server rows: skeleton rows while the first page loads, a caption for its name, header cells with their
 * order. On phones each row is a card of labelled cells (styles/data.css); on a screen too narrow for its columns the
 * table scrolls sideways in a container that takes keyboard focus (arrow keys scroll it).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  skeletonRows = 5,
  sort,
  onSort,
  className = "",
  rowClassName,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const captionId = useId();
  const cellClass = (column: Column<Row>) =>
    [column.numeric ? "num" : "", column.lead ? "data-table__lead" : "", column.className ?? ""].filter(Boolean).join(" ") || undefined;
  const labelOf = (column: Column<Row>) => column.label ?? column.header;

  return (
    <div className="data-table__wrap admin-table__wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`data-table admin-table ${className}`}>
        <caption id={captionId} className="visually-hidden">
          {label}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : column.order;
              const sortable = Boolean(column.sortable && onSort);
              return (
                <th key={column.key} scope="col" className={column.numeric ? "num" : undefined} aria-sort={direction}>
                  {sortable ? (
                    <button type="button" className="admin-table__sort" onClick={() => onSort?.(nextSort(sort, column.key))}>
                      {column.header}
                      <SortMark direction={direction} />
                    </button>
                  ) : column.hideHeader ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : (
                    <span className="admin-table__heading">
                      {column.header}
                      {direction && (
                        <>
                          <SortMark direction={direction} />
                          <span className="visually-hidden">
                            {" "}
                            {t(direction === "descending" ? "adminArea.table.newestFirst" : "adminArea.table.oldestFirst")}
                          </span>
                        </>
                      )}
                    </span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading || !rows
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <tr key={row} aria-hidden="true" className="admin-table__skeleton">
                  {columns.map((column) => (
                    <td key={column.key} data-label="">
                      <span className="skeleton skeleton--line" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={labelOf(column)} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function SortMark({ direction }: { direction: SortDirection | undefined }) {
  if (!direction) return null;
  return (
    <Icon name="chevronDown" size={14} className={`admin-table__sort-mark ${direction === "ascending" ? "admin-table__sort-mark--up" : ""}`} />
  );
}
