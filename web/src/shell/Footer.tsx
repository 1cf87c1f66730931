import { useSetAtom } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { STATIC_PAGE_SLUGS } from "@arena/contracts";
import { Icon } from "./Icon";
import { IpAttribution } from "./IpAttribution";
import { COMMUNITY_LINKS, STATIC_PAGE_TITLES } from "./links";
import { Logo } from "./Logo";
import { contactOpenAtom } from "./panels";
import "./footer.css";

const FOOTER_PAGES = Object.keys(STATIC_PAGE_TITLES) as (typeof STATIC_PAGE_SLUGS)[number][];

export function Footer() {
  const { t } = useTranslation();
  const openContact = useSetAtom(contactOpenAtom);
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__brand">
          <Logo plain />
          <p className="footer__tagline">{t("footer.tagline")}</p>
        </div>
        <nav className="footer__col" aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer__heading">
            {t("footer.information")}
          </h2>
          <ul className="footer__links">
            {FOOTER_PAGES.map((slug) => (
              <li key={slug}>
                <Link to={`/${slug}`}>{t(STATIC_PAGE_TITLES[slug])}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__col">
          <h2 className="footer__heading">{t("footer.support")}</h2>
          <p className="footer__text">{t("footer.supportText")}</p>
          <button type="button" className="btn btn--outline" onClick={() => openContact(true)}>
            <Icon name="mail" size={18} />
            {t("contact.title")}
          </button>
        </div>
        <div className="footer__col">
          <h2 id="footer-community" className="footer__heading">
            {t("footer.community")}
          </h2>
          <ul className="footer__social" aria-labelledby="footer-community">
            {COMMUNITY_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener" className="footer__social-link">
                  <Icon name={link.icon} />
                  <span>{link.name}</span>
                  <span className="visually-hidden"> {t("shell.opensNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="footer__copy">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      <IpAttribution className="footer__attribution" />
    </footer>
  );
}
