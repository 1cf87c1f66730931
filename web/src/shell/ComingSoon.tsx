import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { Icon, type IconName } from "./Icon";
import { upcomingPart } from "./upcoming";

/**
 * A screen of a part not built yet: its title, a clear mark that it is not built, and which part it comes with
 * (upcoming.ts). No fake data.
 */
export function ComingSoon({ titleKey, icon = "compass" }: { titleKey: string; icon?: IconName }) {
  const { t } = useTranslation();
  const part = upcomingPart(useLocation().pathname);
  return (
    <section className="coming-soon">
      <span className="coming-soon__icon">
        <Icon name={icon} size={36} />
      </span>
      <h1 className="coming-soon__title">
        {t(titleKey)}
      </h1>
      <p className="badge badge--soon coming-soon__badge">{t("shell.comingSoon")}</p>
      <p className="coming-soon__text">{part ? t(`shell.upcoming.${part}`) : t("shell.comingSoonText")}</p>
    </section>
  );
}
