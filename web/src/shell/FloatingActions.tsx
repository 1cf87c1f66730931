import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isLoggedInAtom } from "../platform/session";
import { Dialog } from "./Dialog";
import { Icon } from "./Icon";
import { chatbotOpenAtom, contactOpenAtom } from "./panels";

/** Main layout's floating buttons: the spin shortcut (logged in only) and the support chatbot launcher. */
export function FloatingActions() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [chatOpen, setChatOpen] = useAtom(chatbotOpenAtom);
  const openContact = useSetAtom(contactOpenAtom);
  return (
    <div className="floating-actions">
      {loggedIn && (
        <Link to="/jackpot" className="fab fab--spin" aria-label={t("shell.spinShortcut")} title={t("shell.spinShortcut")}>
          <Icon name="wheel" size={26} />
        </Link>
      )}
      <button
        type="button"
        className="fab fab--chat"
        aria-label={t("chatbot.launcher")}
        aria-expanded={chatOpen}
        onClick={() => setChatOpen(!chatOpen)}
      >
        <Icon name={chatOpen ? "close" : "chat"} size={24} />
      </button>
      <Dialog open={chatOpen} onClose={() => setChatOpen(false)} title={t("chatbot.title")} variant="corner" size="small">
        <div className="placeholder-note placeholder-note--compact">
          <span className="badge badge--soon">{t("shell.comingSoonBadge")}</span>
          <p className="placeholder-note__title">{t("chatbot.notAvailable")}</p>
          <p className="placeholder-note__text">{t("chatbot.notAvailableText")}</p>
        </div>
        <button
          type="button"
          className="btn btn--outline btn--block"
          onClick={() => {
            setChatOpen(false);
            openContact(true);
          }}
        >
          <Icon name="mail" size={18} />
          {t("contact.title")}
        </button>
      </Dialog>
    </div>
  );
}
