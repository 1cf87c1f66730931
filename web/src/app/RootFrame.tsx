import { useEffect } from "react";
import { useSetAtom } from "jotai";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { NotificationBell } from "../features/notifications";
import { ChatbotPanel } from "../features/support/chatbot";
import { IdleLogout } from "../features/session/IdleLogout";
import { FreeSpinPrompt } from "../features/spin/FreeSpinPrompt";
import { useProfile } from "../platform/account";
import { leaveAdminModeAtom } from "../platform/session";
import { useAdminFollowsWallet } from "../features/session/useAdminFollowsWallet";
import { ConfirmLogout } from "../shell/ConfirmLogout";
import { SupportChatSlot } from "../shell/supportChatSlot";
import { TopBarBell } from "../shell/topBarSlots";
import { useQueryIntent } from "./useQueryIntent";
import { AuthPanel, ContactModal, ReferralCodeModal, SettingsModal, WalletConnectModal } from "./overlays";

/** The top bar's bell (shown to signed-in players; its code loads once someone is). */
const BELL = <NotificationBell />;
/** The floating chat button's panel: the support chatbot (its code and texts load when it is first opened). */
const SUPPORT_CHAT = <ChatbotPanel />;

/** Above every layout: session upkeep, query handling and the overlays any page can open. */
export function RootFrame() {
  const { pathname } = useLocation();
  const leaveAdminMode = useSetAtom(leaveAdminModeAtom);

  // With a token, load the profile at once: a failed call ends the session silently.
  useProfile();
  useQueryIntent();
  // Admin mode ends on the home page (below), on the logo (Logo), at logout, and when the wallet account changes.
  useAdminFollowsWallet();
  useEffect(() => {
    if (pathname === "/") leaveAdminMode();
  }, [pathname, leaveAdminMode]);

  return (
    <>
      <TopBarBell.Provider value={BELL}>
        <SupportChatSlot.Provider value={SUPPORT_CHAT}>
          <Outlet />
        </SupportChatSlot.Provider>
      </TopBarBell.Provider>
      {/* A freshly loaded document has the key "default"; keying it by path stops one page restoring another's scroll. */}
      <ScrollRestoration getKey={(location) => (location.key === "default" ? location.pathname : location.key)} />
      <IdleLogout />
      <AuthPanel />
      <WalletConnectModal />
      <ReferralCodeModal />
      <ContactModal />
      <SettingsModal />
      <ConfirmLogout />
      {/* Today's free spin: offered by itself on the home page (main layout) only. */}
      <FreeSpinPrompt />
    </>
  );
}
