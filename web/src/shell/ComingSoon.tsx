import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "./Icon";

/** A screen of a later issue: its title and a clear mark that it is not built yet. No fake data. */
export function ComingSoon({ titleKey, icon = "compass" }: { titleKey: string; icon?: IconName }) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon">
      <span className="coming-soon__icon">
        <Icon name={icon} size={36} />
      </span>
      <h1 className="coming-soon__title">
        {t(titleKey)}
      </h1>
      <p className="badge badge--soon coming-soon__badge">{t("shell.comingSoon")}</p>
      <p className="coming-soon__text">{t("shell.comingSoonText")}</p>
    </section>
  );
}
