import { useSetAtom } from "jotai";
import toast from "react-hot-toast";
import { useSWRConfig } from "swr";
import { messages } from "@arena/contracts";
import { API, isWalletKey } from "../../lib/api";
import { STORAGE, removeLocal } from "../../lib/storage";
import { startSessionAtom } from "../../platform/session";
import { closeAuthAtom } from "./authFlow";

/** A sign-in that produced a token: store it, close the panel, toast 'log in successfully.', load the profile. */
export function useSignIn(): (token: string) => void {
  const startSession = useSetAtom(startSessionAtom);
  const closeAuth = useSetAtom(closeAuthAtom);
  const { mutate } = useSWRConfig();
  return (token: string) => {
    startSession(token);
    removeLocal(STORAGE.otpEmail);
    closeAuth();
    toast.success(messages.loggedIn);
    void mutate(API.profile);
    void mutate(isWalletKey);
  };
}
