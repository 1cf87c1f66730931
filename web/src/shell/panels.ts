import { atom } from "jotai";
import { REFERRAL_PROMPT_KEY, readSession } from "../lib/storage";

/** Which shell overlays are open. The hosts live at the root so any layout (and `?login`) can open them. */
export const authPanelOpenAtom = atom(false);
export const contactOpenAtom = atom(false);
export const settingsOpenAtom = atom(false);
export const logoutConfirmOpenAtom = atom(false);
export const chatbotOpenAtom = atom(false);
export const sideMenuOpenAtom = atom(false);
export const walletModalOpenAtom = atom(false);

/**
 * The account (id) whose referral-code offer was answered this session (sessionStorage keeps it for the tab): the
 * free-spin dialog waits until the offer is out of the way, so two dialogs never open over each other.
 */
export const referralPromptDismissedAtom = atom<string | null>(readSession(REFERRAL_PROMPT_KEY));
