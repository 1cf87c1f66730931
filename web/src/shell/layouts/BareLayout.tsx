import { Outlet } from "react-router-dom";
import { ShellToaster } from "../ShellToaster";

/** For routes the table gives no layout. */
export function BareLayout() {
  return (
    <>
      <Outlet />
      <ShellToaster />
    </>
  );
}
