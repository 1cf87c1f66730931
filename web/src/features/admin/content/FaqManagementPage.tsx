import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import toast from "react-hot-toast";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, type faqAdminListSchema } from "@arena/contracts";
import { LANGUAGE_NAMES, currentLanguage } from "../../../i18n";
import { API, fetchResult, request } from "../../../lib/api";
import { formatNumber } from "../../../lib/numbers";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { formatDateTime } from "../../coins/money";
import { DataTable, ListFrame, type Column } from "../data-table/DataTable";
import { readFaqLanguage } from "./contentQuery";
import { LanguagePicker } from "./LanguagePicker";
import "../admin.css";
import "../wallet-admin.css";
import "./content.css";

type FaqList = z.infer<typeof faqAdminListSchema>;
export type FaqRow = FaqList["docs"][number];

/** An answer shortened for the list (the whole text is on the edit page). */
const excerpt = (text: string, max = 110) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** /faq-management: the FAQs of one language by position, shown or hidden, each edited on /add-faq or removed. */
export function FaqManagementPage() {
  const { t, i18n } = useTranslation();
  const uiLang = currentLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const lang = readFaqLanguage(params, uiLang);
  const { mutate: mutateOther } = useSWRConfig();
  const { data, error, isLoading, isValidating, mutate } = useSWR<FaqList>(API.adminFaqs(lang), fetchResult, { keepPreviousData: true });
  const [removing, setRemoving] = useState<FaqRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const shown = data?.docs.filter((faq) => faq.isActive).length ?? 0;

  const afterChange = () => {
    void mutate();
    // The public list (the home page's FAQ) in that language, when this tab has shown it.
    void mutateOther(API.faq(lang));
    void mutateOther(API.adminFaqs());
  };

  const remove = async (faq: FaqRow) => {
    setBusyId(faq._id);
    const answer = await request(API.adminFaq(faq._id), { method: "DELETE" });
    setBusyId(null);
    if (answer.responseCode !== 200) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    toast.success(answer.responseMessage);
    setRemoving(null);
    afterChange();
  };

  const showAgain = async (faq: FaqRow) => {
    setBusyId(faq._id);
    const body = { lang: faq.lang, question: faq.question, answer: faq.answer, position: faq.position, isActive: true };
    const answer = await request(API.adminFaq(faq._id), { method: "PUT", body });
    setBusyId(null);
    if (answer.responseCode !== 200) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    toast.success(t("adminContent.faqs.shownAgain"));
    afterChange();
  };

  const columns: Column<FaqRow>[] = [
    { key: "position", header: t("adminContent.faqs.position"), numeric: true, cell: (faq) => formatNumber(faq.position, uiLang) },
    {
      key: "question",
      header: t("adminContent.faqs.question"),
      label: "",
      lead: true,
      className: "faq-table__question",
      cell: (faq) => (
        <span lang={faq.lang}>
          <strong>{faq.question}</strong>
          <span className="data-table__sub">{excerpt(faq.answer)}</span>
        </span>
      ),
    },
    {
      key: "shown",
      header: t("adminContent.faqs.shown"),
      cell: (faq) =>
        faq.isActive ? <span className="tag tag--success">{t("adminContent.faqs.isShown")}</span> : <span className="tag tag--expired">{t("adminContent.faqs.isHidden")}</span>,
    },
    { key: "updated", header: t("adminContent.faqs.updated"), cell: (faq) => <time dateTime={faq.updatedAt}>{formatDateTime(faq.updatedAt, uiLang)}</time> },
    { key: "versions", header: t("adminContent.faqs.versions"), numeric: true, cell: (faq) => formatNumber(faq.versions, uiLang) },
    {
      key: "actions",
      header: t("adminContent.faqs.actions"),
      label: "",
      hideHeader: true,
      className: "content-table__actions",
      cell: (faq) => (
        <span className="content-table__buttons">
          <Link className="btn btn--outline content-table__action" to={`/add-faq?id=${encodeURIComponent(faq._id)}`}>
            <Icon name="document" size={16} />
            {t("adminContent.faqs.edit")}
            <span className="visually-hidden"> {faq.question}</span>
          </Link>
          {faq.isActive ? (
            <button type="button" className="btn btn--danger-soft content-table__action" disabled={busyId === faq._id} onClick={() => setRemoving(faq)}>
              <Icon name="close" size={16} />
              {t("adminContent.faqs.remove")}
              <span className="visually-hidden"> {faq.question}</span>
            </button>
          ) : (
            <button type="button" className="btn btn--ghost content-table__action" disabled={busyId === faq._id} onClick={() => void showAgain(faq)}>
              <Icon name="check" size={16} />
              {t("adminContent.faqs.show")}
              <span className="visually-hidden"> {faq.question}</span>
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.faq")}</h1>
          <p className="admin-page__lead">
            {data
              ? t("adminContent.faqs.summary", { count: data.docs.length, shown: formatNumber(shown, uiLang), language: LANGUAGE_NAMES[lang] })
              : t("adminContent.faqs.lead")}
          </p>
        </div>
        <Link className="btn btn--primary" to={`/add-faq?lang=${lang}`}>
          <Icon name="plus" size={18} />
          {t("adminContent.faqs.add")}
        </Link>
      </header>

      <div className="content-toolbar">
        <LanguagePicker lang={lang} label={t("adminContent.faqs.language")} onPick={(next) => setParams({ lang: next })} />
      </div>
      <p className="content-help">{t("adminContent.faqs.help")}</p>

      <ListFrame
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void mutate()}
        empty={!isLoading && data?.docs.length === 0}
        emptyState={{
          icon: "question",
          title: t("adminContent.faqs.empty", { language: LANGUAGE_NAMES[lang] }),
          action: (
            <Link className="btn btn--primary" to={`/add-faq?lang=${lang}`}>
              <Icon name="plus" size={18} />
              {t("adminContent.faqs.add")}
            </Link>
          ),
        }}
        busy={isValidating}
      >
        <DataTable
          label={t("adminContent.faqs.table", { language: LANGUAGE_NAMES[lang] })}
          columns={columns}
          rows={data?.docs}
          rowKey={(faq) => faq._id}
          loading={isLoading && !data}
          className="content-table faq-table"
          rowClassName={(faq) => (faq.isActive ? undefined : "faq-table__row--hidden")}
        />
      </ListFrame>

      {removing && (
        <Dialog open onClose={() => setRemoving(null)} title={t("adminContent.faqs.removeTitle")} size="small">
          <p className="confirm__question">{t("adminContent.faqs.removeText", { question: removing.question, language: LANGUAGE_NAMES[removing.lang] })}</p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setRemoving(null)}>
              {t("shell.cancel")}
            </button>
            <button type="button" className="btn btn--danger" disabled={busyId === removing._id} onClick={() => void remove(removing)}>
              {t("adminContent.faqs.removeConfirm")}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
