import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import toast from "react-hot-toast";
import { IDLE_LOGOUT_MS, messages } from "@arena/contracts";
import { sessionTokenAtom, signOutAtom } from "../../platform/session";

const ACTIVITY = ["mousemove", "mousedown", "keydown", "scroll", "wheel", "touchstart"] as const;

/**
 * Logs out after IDLE_LOGOUT_MS without mouse, key, scroll or touch activity while a token exists.
 * Activity only stamps a time; one timer checks it, so moving the mouse costs nothing.
 */
export function IdleLogout() {
  const token = useAtomValue(sessionTokenAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let lastActivity = Date.now();
    const onActivity = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle < IDLE_LOGOUT_MS) {
        timer = window.setTimeout(check, IDLE_LOGOUT_MS - idle);
        return;
      }
      toast.error(messages.sessionExpired);
      signOut();
      navigate("/", { replace: true });
    };
    let timer = window.setTimeout(check, IDLE_LOGOUT_MS);
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [token, signOut, navigate]);

  return null;
}
