import { useTranslation } from "react-i18next";
import { Icon } from "../../shell/Icon";
import { noticeText, type NoticeKind, type NoticePlace } from "./notice";

interface NoticeBannerProps {
  kind: Exclude<NoticeKind, "none">;
  place: NoticePlace;
  country: string;
  /** Play money: the button that switches the site to free coins. */
  onFreeCoins: () => void;
}

/** The notice itself: play money (cyan, the freeplay colour) with the switch to free coins, or blocked (red, page-wide). */
export function NoticeBanner({ kind, place, country, onFreeCoins }: NoticeBannerProps) {
  const { t } = useTranslation();
  if (kind === "blocked") {
    return (
      <section className="note note--danger juris-notice juris-notice--blocked" aria-label={t("jurisdiction.label")}>
        <Icon name="globe" size={22} />
        <span>
          <strong className="juris-notice__title">{t(noticeText(kind, place), { country })}</strong>
          <span className="juris-notice__text">{t("jurisdiction.blocked.text")}</span>
        </span>
      </section>
    );
  }
  return (
    <section className="note note--free juris-notice" aria-label={t("jurisdiction.label")}>
      <Icon name="globe" size={18} />
      <span>{t(noticeText(kind, place), { country })}</span>
      <button type="button" className="btn btn--outline juris-notice__switch" onClick={onFreeCoins}>
        <Icon name="gamepad" size={18} />
        {t("jurisdiction.playMoney.switch")}
      </button>
    </section>
  );
}
