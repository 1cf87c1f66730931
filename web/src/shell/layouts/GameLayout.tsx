import { Link, Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useWalletRefresh } from "../../platform/account";
import { Icon } from "../Icon";
import { Logo } from "../Logo";
import { ShellToaster } from "../ShellToaster";
import "./layouts.css";

/** Full-screen frame for the games' screens (the route table's game layout); the back arrow and the logo return home. */
export function GameLayout() {
  const { t } = useTranslation();
  useWalletRefresh();
  return (
    <div className="game-layout">
      <header className="game-layout__bar">
        <Link to="/" className="icon-btn" aria-label={t("shell.backHome")}>
          <Icon name="back" />
        </Link>
        <Logo compact />
      </header>
      <main id="content" className="game-layout__frame" tabIndex={-1}>
        <Outlet />
      </main>
      <ShellToaster />
    </div>
  );
}
