import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { StaticPage as StaticPageContent, StaticPageSlug } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, ApiError, fetchResult } from "../../lib/api";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { STATIC_PAGE_TITLES } from "../../shell/links";
import { MarkdownLite } from "./MarkdownLite";
import "./statics.css";

function formatDate(iso: string, lang: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(lang, { dateStyle: "long" }).format(date);
}

/** Features, privacy policy, about, terms and how to play, from the content API in the current language. */
export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const { data, error, isLoading, mutate } = useSWR<StaticPageContent>(API.staticContent(slug, lang), fetchResult);
  const updated = data ? formatDate(data.updatedAt, lang) : null;

  return (
    <article className="static-page" aria-busy={isLoading}>
      <header className="static-page__header">
        <p className="static-page__kicker">{t("static.kicker")}</p>
        <h1 className="static-page__title">{data?.title ?? t(STATIC_PAGE_TITLES[slug])}</h1>
        {updated && <p className="static-page__updated">{t("static.updated", { date: updated })}</p>}
      </header>
      {isLoading ? (
        <div className="static-page__body" role="status" aria-label={t("status.loading")}>
          <span className="skeleton skeleton--heading" aria-hidden="true" />
          <SkeletonLines lines={5} />
          <span className="skeleton skeleton--heading" aria-hidden="true" />
          <SkeletonLines lines={4} />
        </div>
      ) : error || !data ? (
        <LoadError onRetry={() => void mutate()} missing={error instanceof ApiError && error.responseCode === 404} />
      ) : (
        <div className="static-page__body prose">
          <MarkdownLite body={data.body} />
        </div>
      )}
    </article>
  );
}
