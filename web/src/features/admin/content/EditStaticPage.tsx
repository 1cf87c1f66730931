import { Link, useSearchParams } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import { STATIC_PAGE_SLUGS, type Language, type StaticPageSlug } from "@arena/contracts";
import { LANGUAGE_NAMES, currentLanguage } from "../../../i18n";
import { API, ApiError, fetchResult } from "../../../lib/api";
import { Field } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { STATIC_PAGE_TITLES } from "../../../shell/links";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { readEditTarget } from "./contentQuery";
import { LanguagePicker } from "./LanguagePicker";
import { StaticEditor } from "./StaticEditor";
import type { EditView } from "./VersionHistory";
import "../admin.css";
import "../wallet-admin.css";
import "./content.css";

/** The footer's order of the pages. */
const PAGES = (Object.keys(STATIC_PAGE_TITLES) as StaticPageSlug[]).filter((slug) => STATIC_PAGE_SLUGS.includes(slug));

/**
 * /edit-static?slug=…&lang=…: one static page in one language, its page and language switchable here (a switch with
 * unsaved changes asks first). Without a page in the address it asks which one.
 */
export function EditStaticPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { slug, lang } = readEditTarget(params, currentLanguage(i18n.language));
  const show = (next: { slug: StaticPageSlug | null; lang: Language }) =>
    setParams(next.slug ? { slug: next.slug, lang: next.lang } : { lang: next.lang });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.editStatic")}</h1>
          <p className="admin-page__lead">
            {slug ? t("adminContent.editor.lead", { page: t(STATIC_PAGE_TITLES[slug]), language: LANGUAGE_NAMES[lang] }) : t("adminContent.editor.choose")}
          </p>
        </div>
        <Link className="btn btn--ghost" to="/static-management">
          <Icon name="back" size={18} />
          {t("adminContent.editor.allPages")}
        </Link>
      </header>

      <div className="content-toolbar">
        <Field id="edit-static-page" label={t("adminContent.editor.page")} className="content-toolbar__field">
          <select id="edit-static-page" className="field__control" value={slug ?? ""} onChange={(event) => show({ slug: (event.target.value || null) as StaticPageSlug | null, lang })}>
            {!slug && <option value="">{t("adminContent.editor.choosePage")}</option>}
            {PAGES.map((page) => (
              <option key={page} value={page}>
                {t(STATIC_PAGE_TITLES[page])}
              </option>
            ))}
          </select>
        </Field>
        <LanguagePicker lang={lang} label={t("adminContent.editor.language")} onPick={(next) => show({ slug, lang: next })} />
      </div>

      {slug ? <EditorLoader slug={slug} lang={lang} /> : null}
    </div>
  );
}

function EditorLoader({ slug, lang }: { slug: StaticPageSlug; lang: Language }) {
  const { data, error, isLoading, mutate } = useSWR<EditView>(API.adminStatic(slug, lang), fetchResult);
  const { mutate: mutateOther } = useSWRConfig();
  const changed = (view: EditView) => {
    void mutate(view, { revalidate: false });
    // The list of pages and the public page (when this tab has shown it) are out of date too.
    void mutateOther(API.adminStatics);
    void mutateOther(API.staticContent(slug, lang));
  };
  if (isLoading && !data) {
    return (
      <div className="static-editor" aria-busy="true">
        <SkeletonLines lines={2} />
        <span className="skeleton static-editor__skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (error || !data) return <LoadError onRetry={() => void mutate()} missing={error instanceof ApiError && error.responseCode === 404} />;
  // A new page or language is a new form (its own text and history).
  return <StaticEditor key={`${slug}-${lang}`} slug={slug} lang={lang} view={data} onChanged={changed} />;
}
