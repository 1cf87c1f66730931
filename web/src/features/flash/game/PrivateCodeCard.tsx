/**
 * A private table's code, to copy or share (as chess's private room does): friends join with it, watch, and pick a
 * free seat. The link opens the lobby with the code filled in.
 */
import { useTranslation } from "react-i18next";
import { Icon } from "../../../shell/Icon";
import { copyWithToast, shareInvite } from "../../table/share";

/** The address a friend opens to join: the lobby with the code filled in. */
export const inviteLink = (origin: string, code: string): string => `${origin}/teenpatti?code=${encodeURIComponent(code)}`;

export function PrivateCodeCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, code);
  return (
    <section className="game-card flash-code" aria-labelledby="flash-code-title">
      <h2 className="game-card__title" id="flash-code-title">
        <Icon name="lock" size={18} />
        {t("flash.privateCode.title")}
      </h2>
      <div className="flash-code__row">
        <span className="flash-code__label">{t("flash.privateCode.code")}</span>
        <code className="flash-code__value">{code}</code>
        <button type="button" className="icon-btn" aria-label={t("flash.privateCode.copy")} title={t("flash.privateCode.copy")} onClick={() => void copyWithToast(code)}>
          <Icon name="copy" size={18} />
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="flash-code-link">
          {t("flash.privateCode.link")}
        </label>
        <span className="flash-code__row">
          <input id="flash-code-link" className="field__control" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="icon-btn" aria-label={t("flash.privateCode.copyLink")} title={t("flash.privateCode.copyLink")} onClick={() => void copyWithToast(link)}>
            <Icon name="copy" size={18} />
          </button>
        </span>
      </div>
      <button type="button" className="btn btn--outline btn--block" onClick={() => void shareInvite(t("flash.privateCode.inviteText", { code, link }))}>
        <Icon name="users" size={18} />
        {t("flash.privateCode.share")}
      </button>
      <p className="field__hint">{t("flash.privateCode.hint")}</p>
    </section>
  );
}
