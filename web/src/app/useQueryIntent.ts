import { useEffect, useEffectEvent } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useLocation, useNavigate } from "react-router-dom";
import toast from "react-hot-toast";
import { openAuthAtom } from "../features/auth/authFlow";
import { completeSocialLogin } from "../features/auth/socialLogin";
import { useSignIn } from "../features/auth/useSignIn";
import { isLoggedInAtom } from "../platform/session";
import { STORAGE, writeLocal } from "../lib/storage";
import { readQuery } from "../shell/query";

/** Tickets already sent: a one-time ticket must not be posted twice (StrictMode runs effects twice). */
const sentTickets = new Set<string>();

/** Acts on the address's query: social sign-in returns, ?login, ?spin and referral codes (spec section 2). */
export function useQueryIntent(): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(openAuthAtom);
  const signIn = useSignIn();
  const onSocialToken = useEffectEvent((token: string) => signIn(token));

  useEffect(() => {
    const intent = readQuery(search);
    if (intent.kind === "social" || intent.kind === "socialError") {
      // The ticket or message leaves the address at once (it is not a referral code, nor a bookmark).
      navigate({ pathname, search: "" }, { replace: true });
      if (intent.kind === "socialError") toast.error(intent.message);
      else if (!sentTickets.has(intent.ticket)) {
        sentTickets.add(intent.ticket);
        void completeSocialLogin(intent.ticket).then((answer) => {
          if (answer.responseCode === 200 && answer.result?.token) onSocialToken(answer.result.token);
          else toast.error(answer.responseMessage);
        });
      }
      return;
    }
    if (intent.kind === "login" && !loggedIn) openAuth("login");
    // ?spin: the wheel for a signed-in player (where today's free spin waits); a visitor logs in first.
    if (intent.kind === "spin") navigate(loggedIn ? "/jackpot" : "/?login", { replace: true });
    if (intent.kind === "referral") writeLocal(STORAGE.referralCode, intent.code);
  }, [search, loggedIn, openAuth, navigate, pathname]);
}
