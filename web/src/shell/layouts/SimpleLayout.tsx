import { useAtomValue } from "jotai";
import { Outlet, useLocation } from "react-router-dom";
import { useWalletRefresh } from "../../platform/account";
import { isLoggedInAtom } from "../../platform/session";
import { BackButton } from "../BackButton";
import { Logo } from "../Logo";
import { ShellToaster } from "../ShellToaster";
import { WalletBalance } from "../WalletBalance";
import "./layouts.css";

/** Pages whose back button has a fixed destination (spec: the leaderboard goes back to /derby). */
const BACK_TO: Record<string, string> = { "/leaderboard": "/derby" };

/** Back button, logo and wallet balance. */
export function SimpleLayout() {
  const { pathname } = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useWalletRefresh();
  return (
    <div className="simple-layout">
      <header className="bar">
        <BackButton to={BACK_TO[pathname]} />
        <Logo />
        <div className="bar__end">{loggedIn && <WalletBalance />}</div>
      </header>
      <main id="content" className="page page--narrow" tabIndex={-1}>
        <Outlet />
      </main>
      <ShellToaster />
    </div>
  );
}
