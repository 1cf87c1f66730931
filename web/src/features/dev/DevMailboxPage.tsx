import { useEffect, useState, type FormEvent } from "react";
import useSWR from "swr";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, ApiError, fetchResult } from "../../lib/api";
import { STORAGE, readLocal } from "../../lib/storage";
import { Field, controlA11y } from "../../shell/Field";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import "./dev.css";
import "./mailbox.css";

interface Mail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The first 6-digit run of a mail: the OTP code. */
const otpOf = (text: string): string | null => /\b\d{6}\b/.exec(text)?.[0] ?? null;

/** /dev/mailbox: mail the server kept instead of sending (only while SMTP is not configured). */
export function DevMailboxPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [email, setEmail] = useState(() => readLocal(STORAGE.otpEmail) ?? "");
  const [to, setTo] = useState(() => readLocal(STORAGE.otpEmail) ?? "");
  const { data, error, isLoading, isValidating, mutate } = useSWR<{ docs: Mail[] }>(to ? API.devMailbox(to) : null, fetchResult, {
    refreshInterval: (latest) => (latest ? 5_000 : 0),
    shouldRetryOnError: false,
  });
  const off = error instanceof ApiError && error.responseCode === 404;

  useEffect(() => {
    document.title = `${t("mailbox.title")} · Coin Arena`;
  }, [t]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setTo(email.trim().toLowerCase());
  };

  return (
    <div className="mailbox">
      <header className="mailbox__header">
        <span className="badge badge--dev">
          <Icon name="code" size={14} />
          {t("mailbox.badge")}
        </span>
        <h1 className="mailbox__title">{t("mailbox.title")}</h1>
        <p className="mailbox__lead">{t("mailbox.lead")}</p>
      </header>

      <form className="mailbox__form" onSubmit={show}>
        <Field id="mailbox-email" label={t("auth.email")}>
          <input
            type="email"
            className="field__control"
            autoComplete="email"
            placeholder={t("auth.emailPlaceholder")}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...controlA11y("mailbox-email")}
          />
        </Field>
        <button type="submit" className="btn btn--primary btn--large" disabled={!email.trim()}>
          <Icon name="mail" size={18} />
          {t("mailbox.show")}
        </button>
      </form>

      {!to ? null : off ? (
        <div className="mailbox__off" role="status">
          <Icon name="alert" size={22} />
          <p>{t("mailbox.off")}</p>
        </div>
      ) : error && !data ? (
        <LoadError compact onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <SkeletonLines lines={4} />
      ) : (
        <section aria-labelledby="mailbox-list-title">
          <div className="mailbox__list-head">
            <h2 id="mailbox-list-title" className="mailbox__list-title">
              {t("mailbox.count", { count: data.docs.length, email: to })}
            </h2>
            <button type="button" className="btn btn--ghost" onClick={() => void mutate()} disabled={isValidating}>
              <Icon name="refresh" size={16} />
              {t("mailbox.refresh")}
            </button>
          </div>
          {data.docs.length === 0 ? (
            <p className="mailbox__empty">{t("mailbox.empty")}</p>
          ) : (
            <ul className="mailbox__list">
              {data.docs.map((mail) => (
                <MailItem key={mail._id} mail={mail} lang={lang} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function MailItem({ mail, lang }: { mail: Mail; lang: string }) {
  const { t } = useTranslation();
  const code = otpOf(mail.text);
  const date = new Date(mail.createdAt);
  const time = Number.isNaN(date.getTime())
    ? mail.createdAt
    : new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "medium" }).format(date);
  return (
    <li className="mail">
      <div className="mail__head">
        <h3 className="mail__subject">{mail.subject}</h3>
        <time className="mail__time" dateTime={mail.createdAt}>
          {time}
        </time>
      </div>
      {code && (
        <p className="mail__code">
          <span>{t("mailbox.code")}</span>
          <strong>{code}</strong>
          <button
            type="button"
            className="icon-btn icon-btn--small"
            aria-label={t("mailbox.copyCode")}
            onClick={() =>
              void navigator.clipboard
                .writeText(code)
                .then(() => toast.success(messages.codeCopied))
                .catch(() => toast.error(messages.somethingWentWrong))
            }
          >
            <Icon name="copy" size={16} />
          </button>
        </p>
      )}
      <pre className="mail__text">{mail.text}</pre>
    </li>
  );
}
