import { useId } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages } from "@arena/contracts";
import { Icon } from "../../shell/Icon";

/** Copies a text, saying so (the spec's 'code coppied!' for the code, our words for the link). */
async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(messages.somethingWentWrong);
  }
}

const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

/**
 * The player's code and link, each in a read-only field (selectable by hand too) with a copy button, and the system's
 * share sheet where the browser has one. `link` is null when the code is not one a link could carry.
 */
export function ShareCard({ code, link }: { code: string | null; link: string | null }) {
  const { t } = useTranslation();
  const codeId = `${useId()}-code`;
  const linkId = `${useId()}-link`;

  const share = async (url: string) => {
    try {
      await navigator.share({ title: t("referralProgramme.share.shareTitle"), text: t("referralProgramme.share.shareText"), url });
    } catch (error) {
      // The player closed the sheet: nothing to do. Anything else: the link is copied instead.
      if ((error as { name?: string }).name !== "AbortError") await copy(url, t("referralProgramme.share.linkCopied"));
    }
  };

  if (!code) {
    return (
      <section className="ref-card ref-share" aria-labelledby={`${codeId}-title`}>
        <h2 id={`${codeId}-title`} className="ref-card__title">
          {t("referralProgramme.share.title")}
        </h2>
        <p className="ref-card__text">{t("referralProgramme.share.noCode")}</p>
      </section>
    );
  }

  return (
    <section className="ref-card ref-share" aria-labelledby={`${codeId}-title`}>
      <div className="ref-share__head">
        <span className="ref-share__icon" aria-hidden="true">
          <Icon name="gift" size={24} />
        </span>
        <div>
          <h2 id={`${codeId}-title`} className="ref-card__title">
            {t("referralProgramme.share.title")}
          </h2>
          <p className="ref-card__text">{t("referralProgramme.share.text")}</p>
        </div>
      </div>

      <div className="ref-share__fields">
        <div className="field ref-share__field">
          <label className="field__label" htmlFor={codeId}>
            {t("referralProgramme.share.code")}
          </label>
          <div className="ref-share__row">
            <input id={codeId} className="field__control ref-share__code" readOnly value={code} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="btn btn--outline" onClick={() => void copy(code, messages.codeCopied)}>
              <Icon name="copy" size={18} />
              {t("referralProgramme.share.copyCode")}
            </button>
          </div>
        </div>

        {link && (
          <div className="field ref-share__field">
            <label className="field__label" htmlFor={linkId}>
              {t("referralProgramme.share.link")}
            </label>
            <div className="ref-share__row">
              <input id={linkId} className="field__control ref-share__link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="btn btn--primary" onClick={() => void copy(link, t("referralProgramme.share.linkCopied"))}>
                <Icon name="copy" size={18} />
                {t("referralProgramme.share.copyLink")}
              </button>
              {canShare() && (
                <button type="button" className="btn btn--outline" onClick={() => void share(link)}>
                  <Icon name="upload" size={18} />
                  {t("referralProgramme.share.share")}
                </button>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
