import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages } from "@arena/contracts";
import { API, request } from "../lib/api";
import { Icon } from "./Icon";

/**
 * The admin menu's "Live monitor": the Colyseus monitor is a page of its own that cannot send the session header, so
 * the server first sets a short-lived pass cookie for its path (POST admin/monitor-pass), then the monitor opens in a
 * new tab. A refusal (no longer an admin, session gone) or a blocked tab is told in a toast.
 */
export function LiveMonitorButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();

  const open = async () => {
    onOpen();
    const answer = await request<{ path: string; expiresAt: string }>(API.monitorPass, { method: "POST" });
    if (answer.responseCode !== 200 || !answer.result) {
      toast.error(`${t("shell.monitorFailed")} ${answer.responseMessage || messages.somethingWentWrong}`, { id: "live-monitor" });
      return;
    }
    // Our own origin: the opener link is cut by hand so a blocked tab (null) can still be told apart.
    const tab = window.open(answer.result.path, "_blank");
    if (tab) tab.opener = null;
    else toast.error(t("shell.monitorBlocked"), { id: "live-monitor" });
  };

  return (
    <button type="button" className="sidemenu__link sidemenu__action" onClick={() => void open()}>
      <Icon name="activity" className="sidemenu__icon" />
      <span>{t("shell.liveMonitor")}</span>
      <Icon name="external" size={16} className="sidemenu__external" />
      <span className="visually-hidden"> {t("shell.opensNewTab")}</span>
    </button>
  );
}
