import { useAtomValue } from "jotai";
import { Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useWalletRefresh } from "../../platform/account";
import { isLoggedInAtom } from "../../platform/session";
import { backActionAtom } from "../backAction";
import { BackButton } from "../BackButton";
import { Logo } from "../Logo";
import { ShellToaster } from "../ShellToaster";
import { WalletBalance } from "../WalletBalance";
import "./layouts.css";

/**
 * Black Jack's frame: its back button ends the current game. The table page takes the button over while the player
 * sits at a table (backAction.ts): a round in play is played out (the player stands on every hand) and settled, then
 * the table is left; a visitor's back button only goes back.
 */
export function BlackJackLayout() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const back = useAtomValue(backActionAtom);
  useWalletRefresh();
  return (
    <div className="table-layout table-layout--blackjack">
      <header className="bar bar--transparent">
        <BackButton label={back?.label ?? t(loggedIn ? "shell.leaveTable" : "shell.back")} takeOver={back?.run} />
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
