import { useEffect, useState } from "react";
import { useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { LUDO_MENU_DELAY_MS } from "@arena/contracts";
import { readLocal, removeLocal, removeSession, writeLocal, writeSession } from "../../../lib/storage";
import { Icon, type IconName } from "../../../shell/Icon";
import { LanguageSwitch } from "../../../shell/LanguageSwitch";
import { settingsOpenAtom } from "../../../shell/panels";
import { JurisdictionNotice } from "../../jurisdiction/JurisdictionNotice";
import { music } from "../../table/audio";
import { LUDO_TUNE } from "../audio";
import { FIRST_STEP, MENU_KEYS, type MenuMode, type MenuStep } from "./flow";
import { MenuFlow } from "./MenuFlow";
import { ProfilePanel } from "./ProfilePanel";
import { showInterruptedGame } from "../interruptedGame";
import "./menu.css";
import "./LudoMenuPage.css";

const MODES: { mode: MenuMode; icon: IconName; title: string; text: string }[] = [
  { mode: "Private", icon: "lock", title: "ludoMenu.modes.private", text: "ludoMenu.modes.privateText" },
  { mode: "Multiplayer", icon: "users", title: "ludoMenu.modes.multiplayer", text: "ludoMenu.modes.multiplayerText" },
  { mode: "Computer", icon: "gamepad", title: "ludoMenu.modes.computer", text: "ludoMenu.modes.computerText" },
];

/** The browser's back button on the menu goes home (spec 2), wherever the player came from. */
function useBackGoesHome() {
  const navigate = useNavigate();
  useEffect(() => {
    const onPop = () => navigate("/", { replace: true });
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [navigate]);
}

/** Background music while the menu is open (unless switched off here); leaving the menu stops it. */
function useMenuMusic(): [boolean, () => void] {
  const [on, setOn] = useState(() => readLocal(MENU_KEYS.music) !== "off");
  useEffect(() => {
    if (!on) return;
    music.start(LUDO_TUNE);
    return () => music.stop();
  }, [on]);
  const toggle = () => {
    writeLocal(MENU_KEYS.music, on ? "off" : "on");
    setOn(!on);
  };
  return [on, toggle];
}

/** /ludo and /ludo/menu: the three mode cards, the Profile and Settings panels, language and music. */
export function LudoMenuPage() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [step, setStep] = useState<MenuStep | null>(null);
  const [lobbyActive, setLobbyActive] = useState(false);
  const openSettings = useSetAtom(settingsOpenAtom);
  const [musicOn, toggleMusic] = useMenuMusic();
  useBackGoesHome();

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LUDO_MENU_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Back in the menu after a game server restart: say what happened to the game that was running.
  useEffect(() => {
    void showInterruptedGame(t);
  }, [t]);

  const choose = (mode: MenuMode) => {
    if (mode === "Computer") {
      // Free Play starts clean: no stored bot game or mode from an earlier session.
      removeLocal(MENU_KEYS.botGameSession, MENU_KEYS.gameMode);
      removeSession(MENU_KEYS.botGameSession, MENU_KEYS.gameMode);
    } else {
      writeLocal(MENU_KEYS.gameMode, mode);
      writeSession(MENU_KEYS.gameMode, mode);
      setLobbyActive(true);
    }
    setStep(FIRST_STEP[mode]);
  };

  return (
    <section className="ludo-menu" aria-labelledby="ludo-menu-title">
      <header className="ludo-menu__head">
        <div className="ludo-menu__heading">
          <h1 id="ludo-menu-title" className="ludo-menu__title">
            <Icon name="dice" size={28} />
            {t("ludoMenu.title")}
          </h1>
          <p className="ludo-menu__lead">{t("ludoMenu.lead")}</p>
        </div>
        <div className="ludo-menu__tools" role="group" aria-label={t("ludoMenu.toolbar.label")}>
          <button type="button" className="btn btn--ghost ludo-tool" onClick={() => setProfileOpen(true)}>
            <Icon name="user" size={18} />
            <span className="ludo-tool__label">{t("ludoMenu.toolbar.profile")}</span>
          </button>
          <button type="button" className="btn btn--ghost ludo-tool" onClick={() => openSettings(true)}>
            <Icon name="gear" size={18} />
            <span className="ludo-tool__label">{t("ludoMenu.toolbar.settings")}</span>
          </button>
          <button
            type="button"
            className={`btn btn--ghost ludo-tool ${musicOn ? "ludo-tool--on" : ""}`}
            aria-pressed={musicOn}
            title={t(musicOn ? "ludoMenu.toolbar.musicOn" : "ludoMenu.toolbar.musicOff")}
            onClick={toggleMusic}
          >
            <Icon name="music" size={18} />
            <span className="ludo-tool__label">{t("ludoMenu.toolbar.music")}</span>
          </button>
          <LanguageSwitch className="ludo-menu__language" />
        </div>
      </header>

      <JurisdictionNotice place="menu" />

      {ready ? (
        <ul className="ludo-modes" aria-label={t("ludoMenu.modes.label")}>
          {MODES.map(({ mode, icon, title, text }) => (
            <li key={mode}>
              <button type="button" className={`ludo-mode ludo-mode--${mode.toLowerCase()}`} onClick={() => choose(mode)}>
                <span className="ludo-mode__icon">
                  <Icon name={icon} size={34} />
                </span>
                <span className="ludo-mode__title">{t(title)}</span>
                <span className="ludo-mode__text">{t(text)}</span>
                <span className="ludo-mode__go" aria-hidden="true">
                  <Icon name="dice" size={18} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="ludo-loading ludo-loading--page" role="status">
          <span className="spinner" aria-hidden="true" />
          {t("ludoMenu.loadingModes")}
        </div>
      )}

      <ProfilePanel open={profileOpen} onClose={() => setProfileOpen(false)} />
      <MenuFlow step={step} onStep={setStep} lobbyActive={lobbyActive} />
    </section>
  );
}
