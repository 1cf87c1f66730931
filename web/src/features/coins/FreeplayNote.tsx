import { useSetAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { Icon } from "../../shell/Icon";
import { walletModeAtom } from "../../platform/walletMode";

/** In freeplay there is nothing to deposit or withdraw: play money is topped up once a day. */
export function FreeplayNote() {
  const { t } = useTranslation();
  const setMode = useSetAtom(walletModeAtom);
  return (
    <div className="note note--free">
      <Icon name="gamepad" size={18} />
      <span>{t("freeplay.walletNote")}</span>
      <button type="button" className="btn btn--outline" onClick={() => setMode("COIN")}>
        <Icon name="coin" size={18} />
        {t("freeplay.switchToReal")}
      </button>
    </div>
  );
}
