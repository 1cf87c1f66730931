import { useId, useState } from "react";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { Faq } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, fetchResult } from "../../lib/api";
import { Icon } from "../../shell/Icon";
import { LoadError } from "../../shell/Status";
import "./statics.css";

/** Frequently asked questions from the content API; one answer open at a time. */
export function FaqAccordion() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const { data, error, isLoading, mutate } = useSWR<{ docs: Faq[] }>(API.faq(lang), fetchResult);
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  if (isLoading) {
    return (
      <div className="faq" role="status" aria-label={t("status.loading")}>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="skeleton skeleton--row" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (error || !data) return <LoadError compact onRetry={() => void mutate()} />;
  if (data.docs.length === 0) return <p className="faq__empty">{t("home.faqEmpty")}</p>;

  const faqs = [...data.docs].sort((a, b) => a.position - b.position);
  return (
    <div className="faq">
      {faqs.map((faq) => {
        const open = openId === faq._id;
        const panelId = `${baseId}-${faq._id}`;
        return (
          <div key={faq._id} className={`faq__item ${open ? "faq__item--open" : ""}`}>
            <h3 className="faq__question">
              <button
                type="button"
                className="faq__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq._id)}
              >
                <span>{faq.question}</span>
                <Icon name="chevronDown" size={18} className="faq__chevron" />
              </button>
            </h3>
            <div id={panelId} className="faq__answer" hidden={!open}>
              <p>{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
