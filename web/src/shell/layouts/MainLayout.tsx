import { Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useWalletRefresh } from "../../platform/account";
import { FloatingActions } from "../FloatingActions";
import { Footer } from "../Footer";
import { ShellToaster } from "../ShellToaster";
import { SideMenu } from "../SideMenu";
import { TopBar } from "../TopBar";
import "./layouts.css";

/** Top bar, side menu, footer, chatbot and (logged in) the floating spin icon. */
export function MainLayout() {
  const { t } = useTranslation();
  useWalletRefresh();
  return (
    <div className="main-layout">
      <a className="skip-link" href="#content">
        {t("shell.skipToContent")}
      </a>
      <TopBar />
      <div className="main-layout__body">
        <SideMenu />
        <div className="main-layout__column">
          <main id="content" className="page" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <FloatingActions />
      <ShellToaster main />
    </div>
  );
}
