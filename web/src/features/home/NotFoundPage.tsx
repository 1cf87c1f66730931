import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../shell/Icon";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">
        {t("pages.notFound")}
      </h1>
      <p className="not-found__text">{t("notFound.text")}</p>
      <Link to="/" className="btn btn--primary">
        <Icon name="home" size={18} />
        {t("notFound.home")}
      </Link>
    </section>
  );
}
