import { useContext } from "react";
import { useAtom, useAtomValue } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isLoggedInAtom } from "../platform/session";
import { Dialog } from "./Dialog";
import { Icon } from "./Icon";
import { chatbotOpenAtom } from "./panels";
import { SupportChatSlot } from "./supportChatSlot";

/** Main layout's floating buttons: the spin shortcut (logged in only) and the support chatbot launcher. */
export function FloatingActions() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [chatOpen, setChatOpen] = useAtom(chatbotOpenAtom);
  const supportChat = useContext(SupportChatSlot);
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
        {supportChat}
      </Dialog>
    </div>
  );
}
