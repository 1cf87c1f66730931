import { useAtomValue } from "jotai";
import { Outlet } from "react-router-dom";
import { useWalletRefresh } from "../../platform/account";
import { isLoggedInAtom } from "../../platform/session";
import { BackButton } from "../BackButton";
import { Logo } from "../Logo";
import { ShellToaster } from "../ShellToaster";
import { WalletBalance } from "../WalletBalance";
import "./layouts.css";

/** The spin (jackpot) game's own stage. */
export function JackpotLayout() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  useWalletRefresh();
  return (
    <div className="table-layout table-layout--jackpot">
      <header className="bar bar--transparent">
        <BackButton to="/" />
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
