import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useLocation, useNavigate } from "react-router-dom";
import { isLoggedInAtom } from "../features/session/session";
import { STORAGE, writeLocal } from "../lib/storage";
import { authPanelOpenAtom } from "./panels";
import { readQuery } from "./query";

/** Acts on the address's query: ?login, ?spin and referral codes (spec section 2). */
export function useQueryIntent(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authPanelOpenAtom);

  useEffect(() => {
    const intent = readQuery(search);
    if (intent.kind === "login" && !loggedIn) openAuth(true);
    if (intent.kind === "spin" && !loggedIn) navigate("/?login", { replace: true });
    if (intent.kind === "referral") writeLocal(STORAGE.referralCode, intent.code);
  }, [search, loggedIn, openAuth, navigate]);
}
