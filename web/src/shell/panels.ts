import { atom } from "jotai";

/** Which shell overlays are open. The hosts live at the root so any layout (and `?login`) can open them. */
export const authPanelOpenAtom = atom(false);
export const contactOpenAtom = atom(false);
export const settingsOpenAtom = atom(false);
export const logoutConfirmOpenAtom = atom(false);
export const chatbotOpenAtom = atom(false);
export const sideMenuOpenAtom = atom(false);
export const walletModalOpenAtom = atom(false);
