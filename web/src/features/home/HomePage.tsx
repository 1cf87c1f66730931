import { useAtomValue, useSetAtom } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PLAYER_ROUTES } from "@arena/contracts";
import { isLoggedInAtom } from "../../platform/session";
import { FaqAccordion } from "../statics/FaqAccordion";
import { Icon } from "../../shell/Icon";
import { PLAYER_MENU } from "../../shell/navigation";
import { authPanelOpenAtom } from "../../shell/panels";
import "./home.css";

/**
 * Every section of the side menu but Home itself, with whether the route needs a login.
 */
const GAME_SECTIONS = PLAYER_MENU.filter((entry) => entry.to !== "/").map((entry) => ({
  ...entry,
  key: entry.label.replace("nav.", ""),
  needsLogin: PLAYER_ROUTES.find((route) => route.path === entry.to)?.access !== "public",
}));

export function HomePage() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authPanelOpenAtom);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__copy">
          <p className="hero__kicker">{t("home.kicker")}</p>
          <h1 id="hero-title" className="hero__title">
            {t("home.heroTitle")} <span className="hero__accent">{t("home.heroAccent")}</span>
          </h1>
          <p className="hero__text">{t("home.heroText")}</p>
          <div className="hero__actions">
            {loggedIn ? (
              <Link to="/ludo" className="btn btn--primary btn--large">
                <Icon name="dice" />
                {t("home.playLudo")}
              </Link>
            ) : (
              <button type="button" className="btn btn--primary btn--large" onClick={() => openAuth(true)}>
                {t("home.loginToPlay")}
              </button>
            )}
            <Link to="/how-to-play" className="btn btn--ghost btn--large">
              {t("pages.howToPlay")}
            </Link>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <span className="hero__chip hero__chip--a">
            <Icon name="dice" size={40} />
          </span>
          <span className="hero__chip hero__chip--b">
            <Icon name="cards" size={40} />
          </span>
          <span className="hero__chip hero__chip--c">
            <Icon name="wheel" size={40} />
          </span>
          <span className="hero__coin">
            <Icon name="coin" size={72} />
          </span>
        </div>
      </section>

      <section className="home__section">
        <h2 className="section-title">
          {t("home.gamesTitle")}
        </h2>
        <ul className="game-grid">
          {GAME_SECTIONS.map((game) => (
            <li key={game.to}>
              <Link to={game.to} className={`game-card game-card--${game.key}`}>
                <span className="game-card__icon">
                  <Icon name={game.icon} size={30} />
                </span>
                <span className="game-card__name">{t(game.label)}</span>
                <span className="game-card__text">{t(`home.games.${game.key}`)}</span>
                {game.needsLogin && !loggedIn && (
                  <span className="game-card__tag">
                    <Icon name="lock" size={14} />
                    {t("home.loginRequired")}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home__section">
        <h2 className="section-title">
          {t("home.faqTitle")}
        </h2>
        <FaqAccordion />
      </section>
    </div>
  );
}
