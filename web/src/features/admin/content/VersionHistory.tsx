import { useId, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, type Language, type StaticPageSlug, type staticEditViewSchema } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, request } from "../../../lib/api";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { formatDateTime } from "../../coins/money";
import { MarkdownLite } from "../../statics/MarkdownLite";
import { sameText, versionChange, type VersionChange } from "./versionDiff";

export type EditView = z.infer<typeof staticEditViewSchema>;
type Version = EditView["versions"][number];

/** Versions listed before "Show all". */
const SHOWN_AT_FIRST = 6;

interface VersionHistoryProps {
  slug: StaticPageSlug;
  lang: Language;
  view: EditView;
  /** The editor holds changes not saved yet (a restore replaces them). */
  dirty: boolean;
  onRestored: (view: EditView) => void;
}

/** "Title changed · 3 lines added · 1 line removed", or why there is nothing to compare. */
function useChangeWords() {
  const { t } = useTranslation();
  return (change: VersionChange): string => {
    if (change.first) return t("adminContent.history.first");
    const parts = [
      change.titleChanged ? t("adminContent.history.titleChanged") : "",
      change.added ? t("adminContent.history.added", { count: change.added }) : "",
      change.removed ? t("adminContent.history.removed", { count: change.removed }) : "",
    ].filter(Boolean);
    return parts.length ? parts.join(" · ") : t("adminContent.history.noChange");
  };
}

/**
 * The page's versions in this language, newest first: who saved each and when, what it changed against the one
 * before, a preview of its text, and Restore (after a confirmation), which saves that text again as a new version.
 */
export function VersionHistory({ slug, lang, view, dirty, onRestored }: VersionHistoryProps) {
  const { t, i18n } = useTranslation();
  const uiLang = currentLanguage(i18n.language);
  const headingId = useId();
  const changeWords = useChangeWords();
  const [showAll, setShowAll] = useState(false);
  const [previewing, setPreviewing] = useState<Version | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);
  const [sending, setSending] = useState(false);

  const versions = view.versions;
  const numberOf = (version: Version) => versions.length - versions.indexOf(version);
  // The newest version holding the text shown now is "shown now"; restoring it would change nothing.
  const shownNow = view.current ? versions.find((version) => sameText(version, view.current!)) : undefined;
  const listed = showAll ? versions : versions.slice(0, SHOWN_AT_FIRST);
  const who = (version: Version) => version.adminEmail ?? t("adminContent.history.seeded");

  const restore = async (version: Version) => {
    setSending(true);
    const answer = await request<EditView>(API.adminStaticRevert(slug, lang), { method: "POST", body: { versionId: version._id } });
    setSending(false);
    if (answer.responseCode !== 200 || !answer.result) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    toast.success(answer.responseMessage);
    setRestoring(null);
    setPreviewing(null);
    onRestored(answer.result);
  };

  return (
    <section className="version-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="version-history__title">
        {t("adminContent.history.title", { count: versions.length })}
      </h2>
      {versions.length === 0 ? (
        <p className="version-history__empty">{t("adminContent.history.empty")}</p>
      ) : (
        <ol className="version-history__list">
          {listed.map((version, index) => {
            const previous = versions[versions.indexOf(version) + 1] ?? null;
            const number = numberOf(version);
            const isShown = version === shownNow;
            return (
              <li key={version._id} className={`version ${isShown ? "version--shown" : ""}`}>
                <div className="version__head">
                  <h3 className="version__name">{t("adminContent.history.version", { number })}</h3>
                  {isShown && <span className="tag tag--success">{t("adminContent.history.shownNow")}</span>}
                  {index === 0 && !isShown && view.current && <span className="tag">{t("adminContent.history.latest")}</span>}
                </div>
                <p className="version__meta">
                  <time dateTime={version.createdAt}>{formatDateTime(version.createdAt, uiLang)}</time>
                  <span aria-hidden="true"> · </span>
                  <span className="version__who">{who(version)}</span>
                </p>
                <p className="version__change">{changeWords(versionChange(version, previous))}</p>
                <div className="version__actions">
                  <button type="button" className="btn btn--ghost" onClick={() => setPreviewing(version)}>
                    <Icon name="search" size={16} />
                    {t("adminContent.history.preview")}
                    <span className="visually-hidden"> {t("adminContent.history.version", { number })}</span>
                  </button>
                  {!isShown && (
                    <button type="button" className="btn btn--outline" onClick={() => setRestoring(version)}>
                      <Icon name="refresh" size={16} />
                      {t("adminContent.history.restore")}
                      <span className="visually-hidden"> {t("adminContent.history.version", { number })}</span>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {versions.length > SHOWN_AT_FIRST && (
        <button type="button" className="btn btn--ghost version-history__more" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
          {showAll ? t("adminContent.history.showFewer") : t("adminContent.history.showAll", { count: versions.length })}
        </button>
      )}

      {previewing && (
        <Dialog
          open
          onClose={() => setPreviewing(null)}
          title={t("adminContent.history.previewTitle", { number: numberOf(previewing), date: formatDateTime(previewing.createdAt, uiLang) })}
          className="version-preview"
        >
          <p className="version__meta">
            {who(previewing)} · {changeWords(versionChange(previewing, versions[versions.indexOf(previewing) + 1] ?? null))}
          </p>
          <div className="version-preview__page" lang={lang}>
            <p className="static-preview__title">{previewing.title}</p>
            <div className="prose">
              <MarkdownLite body={previewing.body} />
            </div>
          </div>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setPreviewing(null)}>
              {t("shell.close")}
            </button>
            {previewing !== shownNow && (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  // One dialog at a time: the confirmation takes the preview's place (and focus goes back to Preview).
                  setPreviewing(null);
                  setRestoring(previewing);
                }}
              >
                <Icon name="refresh" size={18} />
                {t("adminContent.history.restore")}
              </button>
            )}
          </div>
        </Dialog>
      )}

      {restoring && (
        <Dialog open onClose={() => setRestoring(null)} title={t("adminContent.history.confirmTitle", { number: numberOf(restoring) })} size="small">
          <p className="confirm__question">{t("adminContent.history.confirmText", { title: restoring.title })}</p>
          {dirty && (
            <p className="note note--danger">
              <Icon name="alert" size={18} />
              <span>{t("adminContent.history.confirmDirty")}</span>
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setRestoring(null)}>
              {t("shell.cancel")}
            </button>
            <button type="button" className="btn btn--primary" disabled={sending} onClick={() => void restore(restoring)}>
              {t(sending ? "adminContent.history.restoring" : "adminContent.history.restoreConfirm")}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
