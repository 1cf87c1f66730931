import { useAtomValue } from "jotai";
import { Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useWalletRefresh } from "../../platform/account";
import { isLoggedInAtom } from "../../platform/session";
import { BackButton } from "../BackButton";
import { Logo } from "../Logo";
import { ShellToaster } from "../ShellToaster";
import { WalletBalance } from "../WalletBalance";
import "./layouts.css";

/** Black Jack table: its back button will end the current game; until the game exists it only goes back. */
export function BlackJackLayout() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useWalletRefresh();
  return (
    <div className="table-layout table-layout--blackjack">
      <header className="bar bar--transparent">
        <BackButton label={t("shell.leaveTable")} />
        <Logo />
        <div className="bar__end">{loggedIn && <WalletBalance />}</div>
      </header>
      <main id="content" className="page page--table" tabIndex={-1}>
        <Outlet />
      </main>
      <ShellToaster />
    </div>
  );
}
