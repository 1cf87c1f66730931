import { useEffect, useLayoutEffect, useRef } from "react";
import type { FlashRoom } from "../realtime";

/**
 * Leaving the table's page any other way than its Leave table button (the back arrow, the logo, another route) leaves
 * the table too: a seat nobody watches would be dealt in and packed by its clock hand after hand, paying the boot each
 * time. A reload keeps the seat (the page does not unmount; the reconnection token brings it back). The check waits a
 * tick because StrictMode unmounts and mounts again at once in development.
 */
export function useLeaveOnExit(room: FlashRoom, onExit: () => void): void {
  const mounted = useRef(false);
  const latest = useRef(onExit);
  useLayoutEffect(() => {
    latest.current = onExit;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.setTimeout(() => {
        if (!mounted.current) latest.current();
      }, 0);
    };
  }, [room]);
}
