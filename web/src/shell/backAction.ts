import { atom } from "jotai";

/**
 * A page that must act before its layout's back button leaves (the Black Jack table ends the round in play: the
 * player stands on every hand, and the round is settled) takes the button over while it is shown: the button then
 * calls `run` and the page leaves when it is done. `label` says what the button does now, for everyone.
 */
export interface BackAction {
  run: () => void;
  label: string;
}

export const backActionAtom = atom<BackAction | null>(null);
